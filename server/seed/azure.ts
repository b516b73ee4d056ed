import type { CatalogBuilder, ConfigRef, HistoryStep } from './catalog-builder';

export const AZURE_SUBSCRIPTION = '7f3c9a2e-4b1d-4e8a-9c6f-2d5e8b1a0c3f';

const LOCATIONS = ['westeurope', 'northeurope'] as const;
const VM_SIZES = ['Standard_D4s_v5', 'Standard_D8s_v5', 'Standard_E4s_v5', 'Standard_B2ms'];
const WEB_APPS = ['partner-portal', 'docs-site', 'status-page', 'admin-console'];
const DATABASES = ['crm', 'billing', 'reporting', 'partners', 'telemetry', 'audit'];

const suffix = (i: number, n: number) => (i < n ? '' : `-${Math.floor(i / n) + 1}`);

/**
 * The Azure side of the estate: one subscription whose resource groups (two per scale unit, a web
 * tier and a data tier) hold virtual machines with their disks and network cards, an AKS cluster,
 * app services, SQL servers and databases, storage accounts and key vaults, with Advisor insights,
 * activity-log histories and costs. Drawn from `b.extra` only.
 */
export function buildAzure(b: CatalogBuilder, scale: number, scraperId: string): ConfigRef {
  const subscription = b.add({
    key: `azure/${AZURE_SUBSCRIPTION}`,
    name: 'acme-prod',
    type: 'Azure::Subscription',
    config_class: 'Subscription',
    scraperId,
    status: 'Enabled',
    createdDaysAgo: 700,
    externalId: AZURE_SUBSCRIPTION,
    tags: { subscription: 'acme-prod' },
    config: { subscriptionId: AZURE_SUBSCRIPTION, displayName: 'acme-prod', state: 'Enabled' },
  });
  for (let i = 0; i < scale; i++) {
    const location = LOCATIONS[i % LOCATIONS.length];
    webTier(b, subscription, `rg-web-${location}${suffix(i, LOCATIONS.length)}`, location, i, scraperId);
    dataTier(b, subscription, `rg-data-${location}${suffix(i, LOCATIONS.length)}`, location, i, scraperId);
  }
  b.insight(subscription, 30, {
    analyzer: 'SubscriptionTagPolicy',
    analysis_type: 'other',
    severity: 'info',
    summary: 'Resources without a cost-center tag',
    message: 'Some resources of acme-prod carry no cost-center tag; the finance report groups them as unassigned.',
    source: 'Azure Policy',
  });
  return subscription;
}

function resourceGroup(b: CatalogBuilder, subscription: ConfigRef, name: string, location: string, scraperId: string) {
  return b.add({
    key: `azure/rg/${name}`,
    name,
    type: 'Azure::ResourceGroup',
    config_class: 'ResourceGroup',
    parent: subscription,
    scraperId,
    status: 'Succeeded',
    createdDaysAgo: 400 + b.extra.next() * 200,
    tags: { 'resource-group': name, location },
    config: { name, location, properties: { provisioningState: 'Succeeded' } },
  });
}

const armId = (group: string, provider: string, name: string) =>
  `/subscriptions/${AZURE_SUBSCRIPTION}/resourceGroups/${group}/providers/${provider}/${name}`;

function webTier(b: CatalogBuilder, subscription: ConfigRef, group: string, location: string, n: number, scraperId: string) {
  const x = b.extra;
  const rg = resourceGroup(b, subscription, group, location, scraperId);
  const common = { parent: rg, scraperId };
  const vnet = b.add({
    ...common,
    key: `azure/${group}/vnet`,
    name: `vnet-${group}`,
    type: 'Azure::Network::VirtualNetwork',
    config_class: 'VirtualNetwork',
    status: 'Succeeded',
    createdDaysAgo: 390,
    config: { id: armId(group, 'Microsoft.Network/virtualNetworks', `vnet-${group}`), addressSpace: { addressPrefixes: [`10.${40 + n}.0.0/16`] } },
  });
  const nsgConfig = {
    id: armId(group, 'Microsoft.Network/networkSecurityGroups', `nsg-${group}`),
    securityRules: [
      { name: 'allow-https', direction: 'Inbound', access: 'Allow', protocol: 'Tcp', destinationPortRange: '443', sourceAddressPrefix: '*' },
      { name: 'allow-ssh-bastion', direction: 'Inbound', access: 'Allow', protocol: 'Tcp', destinationPortRange: '22', sourceAddressPrefix: '*' },
    ],
  };
  const nsg = b.add({
    ...common,
    key: `azure/${group}/nsg`,
    name: `nsg-${group}`,
    type: 'Azure::Network::NetworkSecurityGroup',
    config_class: 'NetworkSecurityGroup',
    status: 'Succeeded',
    createdDaysAgo: 380,
    config: nsgConfig,
  });
  b.history(nsg, nsgConfig, [{
    daysAgo: 2 + x.next() * 10,
    severity: 'high',
    summary: `security rule allow-ssh-bastion opened 22/tcp to * on nsg-${group}`,
    by: 'lena.hoffmann@acme.onmicrosoft.com',
    source: 'Azure',
    undo: (doc: typeof nsgConfig) => {
      doc.securityRules[1].sourceAddressPrefix = '10.0.0.0/8';
    },
  }], 'Azure');
  b.insight(nsg, 1 + x.next() * 8, {
    analyzer: 'ManagementPortsOpen',
    analysis_type: 'security',
    severity: 'critical',
    summary: 'Management port open to the internet',
    message: `nsg-${group} allows 22/tcp from any source; restrict it to the bastion subnet.`,
    source: 'Microsoft Defender for Cloud',
  });
  b.relate(vnet, nsg, 'VirtualNetworkNetworkSecurityGroup');

  for (let i = 0; i < 4; i++) {
    const name = `vm-${['web', 'web', 'worker', 'jump'][i]}-${location.slice(0, 3)}-${n * 4 + i + 1}`;
    const size = x.pick(VM_SIZES);
    const deallocated = i === 3 && x.chance(0.5);
    const vmConfig = {
      id: armId(group, 'Microsoft.Compute/virtualMachines', name),
      location,
      properties: {
        hardwareProfile: { vmSize: size },
        storageProfile: { imageReference: { publisher: 'Canonical', offer: 'ubuntu-24_04-lts', sku: 'server' } },
        osProfile: { computerName: name, adminUsername: 'azureuser' },
      },
      powerState: deallocated ? 'VM deallocated' : 'VM running',
    };
    const vm = b.add({
      ...common,
      key: `azure/${group}/vm/${name}`,
      name,
      type: 'Azure::Compute::VirtualMachine',
      config_class: 'VirtualMachine',
      status: deallocated ? 'Deallocated' : 'Running',
      health: deallocated ? 'unknown' : 'healthy',
      createdDaysAgo: 30 + x.next() * 300,
      labels: { role: name.split('-')[1] },
      config: vmConfig,
    });
    const steps: HistoryStep<typeof vmConfig>[] = [];
    if (size !== 'Standard_B2ms' && x.chance(0.4)) {
      steps.push({
        daysAgo: 3 + x.next() * 50,
        severity: 'medium',
        summary: `vmSize of ${name} Standard_B2ms → ${size}`,
        by: 'terraform',
        undo: (doc: typeof vmConfig) => {
          doc.properties.hardwareProfile.vmSize = 'Standard_B2ms';
        },
      });
    }
    b.history(vm, vmConfig, steps, 'Azure');
    b.cost(vm, deallocated ? 0.4 : 3 + x.next() * 9);
    if (deallocated) {
      b.insight(vm, 8 + x.next() * 20, {
        analyzer: 'ShutdownUnusedVirtualMachines',
        analysis_type: 'cost',
        severity: 'low',
        summary: 'Deallocated machine keeps paying for its disk',
        message: `${name} has been deallocated for over a week; its premium disk is still billed.`,
        source: 'Azure Advisor',
      });
    }
    const disk = b.add({
      ...common,
      key: `azure/${group}/disk/${name}`,
      name: `${name}_OsDisk`,
      type: 'Azure::Compute::Disk',
      config_class: 'Disk',
      status: deallocated ? 'Reserved' : 'Attached',
      createdDaysAgo: 30 + x.next() * 300,
      config: { diskSizeGB: 128, sku: { name: 'Premium_LRS' }, encryption: { type: 'EncryptionAtRestWithPlatformKey' } },
    });
    const nic = b.add({
      ...common,
      key: `azure/${group}/nic/${name}`,
      name: `${name}-nic`,
      type: 'Azure::Network::NetworkInterface',
      config_class: 'NetworkInterface',
      status: 'Succeeded',
      createdDaysAgo: 30 + x.next() * 300,
      config: { ipConfigurations: [{ privateIPAddress: `10.${40 + n}.1.${10 + i}` }] },
    });
    b.relate(vm, disk, 'VirtualMachineDisk');
    b.relate(vm, nic, 'VirtualMachineNetworkInterface');
    b.relate(nic, nsg, 'NetworkInterfaceNetworkSecurityGroup');
  }
  if (x.chance(0.5)) {
    b.add({
      ...common,
      key: `azure/${group}/disk/orphan`,
      name: `vm-retired-${n + 1}_OsDisk`,
      type: 'Azure::Compute::Disk',
      config_class: 'Disk',
      status: 'Unattached',
      createdDaysAgo: 200,
      deleted: true,
      deletedDaysAgo: 5 + x.next() * 20,
      config: { diskSizeGB: 64, sku: { name: 'Standard_LRS' } },
    });
  }

  const aks = b.add({
    ...common,
    key: `azure/${group}/aks`,
    name: `aks-${location}-${n + 1}`,
    type: 'Azure::ContainerService::ManagedCluster',
    config_class: 'KubernetesCluster',
    status: 'Succeeded',
    createdDaysAgo: 250,
    config: { kubernetesVersion: '1.29.7', agentPoolProfiles: [{ name: 'system', count: 3, vmSize: 'Standard_D4s_v5' }] },
  });
  b.cost(aks, 14 + x.next() * 6);
  b.insight(aks, 12, {
    analyzer: 'KubernetesVersionSupport',
    analysis_type: 'reliability',
    severity: 'medium',
    summary: 'Kubernetes version leaves standard support soon',
    message: `aks-${location}-${n + 1} runs 1.29; standard support ends within 60 days.`,
    source: 'Azure Advisor',
  });
  b.relate(aks, vnet, 'ManagedClusterVirtualNetwork');

  const plan = b.add({
    ...common,
    key: `azure/${group}/plan`,
    name: `plan-${group}`,
    type: 'Azure::Web::ServerFarm',
    config_class: 'AppServicePlan',
    status: 'Ready',
    createdDaysAgo: 300,
    config: { sku: { name: 'P1v3', capacity: 2 } },
  });
  b.cost(plan, 7.2);
  for (let i = 0; i < 2; i++) {
    const app = `${WEB_APPS[(n * 2 + i) % WEB_APPS.length]}${suffix(n * 2 + i, WEB_APPS.length)}`;
    const site = b.add({
      ...common,
      key: `azure/${group}/site/${app}`,
      name: app,
      type: 'Azure::Web::Site',
      config_class: 'WebApp',
      status: 'Running',
      createdDaysAgo: 100 + x.next() * 200,
      config: { defaultHostName: `${app}.azurewebsites.net`, httpsOnly: i === 0, siteConfig: { minTlsVersion: '1.2', linuxFxVersion: 'NODE|20-lts' } },
    });
    b.relate(plan, site, 'ServerFarmSite');
    if (i === 1) {
      b.insight(site, 4 + x.next() * 30, {
        analyzer: 'WebAppHttpsOnly',
        analysis_type: 'security',
        severity: 'medium',
        summary: 'Web app accepts plain HTTP',
        message: `${app} serves HTTP as well as HTTPS; turn on HTTPS Only.`,
        source: 'Microsoft Defender for Cloud',
      });
    }
  }
}

function dataTier(b: CatalogBuilder, subscription: ConfigRef, group: string, location: string, n: number, scraperId: string) {
  const x = b.extra;
  const rg = resourceGroup(b, subscription, group, location, scraperId);
  const common = { parent: rg, scraperId };
  const server = b.add({
    ...common,
    key: `azure/${group}/sql`,
    name: `sql-acme-${location}-${n + 1}`,
    type: 'Azure::Sql::Server',
    config_class: 'DatabaseServer',
    status: 'Ready',
    createdDaysAgo: 500,
    config: { fullyQualifiedDomainName: `sql-acme-${location}-${n + 1}.database.windows.net`, version: '12.0', publicNetworkAccess: 'Disabled' },
  });
  for (let i = 0; i < 3; i++) {
    const name = `${DATABASES[(n * 3 + i) % DATABASES.length]}${suffix(n * 3 + i, DATABASES.length)}`;
    const dbConfig = { sku: { name: 'GP_Gen5', capacity: i === 0 ? 4 : 2 }, maxSizeBytes: 268435456000, zoneRedundant: i === 0 };
    const db = b.add({
      key: `azure/${group}/sql/${name}`,
      name,
      type: 'Azure::Sql::Database',
      config_class: 'Database',
      parent: server,
      scraperId,
      status: 'Online',
      createdDaysAgo: 100 + x.next() * 400,
      config: dbConfig,
    });
    b.cost(db, 6 + x.next() * 20);
    if (i === 0) {
      b.history(db, dbConfig, [{
        daysAgo: 6 + x.next() * 20,
        severity: 'medium',
        summary: `sku capacity of ${name} 2 → 4 vCores`,
        by: 'terraform',
        undo: (doc: typeof dbConfig) => {
          doc.sku.capacity = 2;
        },
      }], 'Azure');
    }
    if (i === 2) {
      b.insight(db, 2 + x.next() * 10, {
        analyzer: 'SqlDatabaseHighDTU',
        analysis_type: 'performance',
        severity: 'high',
        summary: 'CPU near the limit of the service tier',
        message: `${name} averaged ${x.int(88, 99)}% CPU over the last 24 hours.`,
        source: 'Azure Advisor',
      });
    }
  }
  for (let i = 0; i < 2; i++) {
    const account = `stacme${location.slice(0, 3)}${n * 2 + i + 1}`;
    const storageConfig = { kind: 'StorageV2', sku: { name: i === 0 ? 'Standard_GRS' : 'Standard_LRS' }, minimumTlsVersion: 'TLS1_2', allowBlobPublicAccess: false };
    const storage = b.add({
      ...common,
      key: `azure/${group}/storage/${account}`,
      name: account,
      type: 'Azure::Storage::StorageAccount',
      config_class: 'StorageAccount',
      status: 'Available',
      createdDaysAgo: 300 + x.next() * 300,
      config: storageConfig,
    });
    b.cost(storage, 0.8 + x.next() * 5);
    b.history(storage, storageConfig, [{
      daysAgo: 20 + x.next() * 60,
      severity: 'medium',
      summary: `minimumTlsVersion of ${account} TLS1_0 → TLS1_2`,
      by: 'azure-policy',
      undo: (doc: typeof storageConfig) => {
        doc.minimumTlsVersion = 'TLS1_0';
      },
    }], 'Azure');
  }
  const vault = b.add({
    ...common,
    key: `azure/${group}/keyvault`,
    name: `kv-acme-${location.slice(0, 3)}-${n + 1}`,
    type: 'Azure::KeyVault::Vault',
    config_class: 'KeyVault',
    status: 'Succeeded',
    createdDaysAgo: 450,
    config: { enableSoftDelete: true, enablePurgeProtection: n % 2 === 1, enableRbacAuthorization: true },
  });
  if (n % 2 === 0) {
    b.insight(vault, 15, {
      analyzer: 'KeyVaultPurgeProtection',
      analysis_type: 'compliance',
      severity: 'low',
      summary: 'Purge protection is off',
      message: `kv-acme-${location.slice(0, 3)}-${n + 1} lets a deleted vault be purged before its retention ends.`,
      source: 'Azure Policy',
    });
  }
  b.relate(server, vault, 'SqlServerKeyVault');
}
