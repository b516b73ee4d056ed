import type { CatalogBuilder, ConfigRef } from './catalog-builder';
import type { KubeCluster } from './kubernetes';

export const AWS_ACCOUNT = '314159265358';

export interface AwsEstate {
  account: ConfigRef;
  databases: ConfigRef[];
  buckets: ConfigRef[];
  instances: ConfigRef[];
  loadBalancers: ConfigRef[];
  eks: ConfigRef[];
}

const REGIONS = ['eu-west-1', 'us-east-1'] as const;
const DB_NAMES = ['payments-db', 'orders-db', 'identity-db', 'catalog-db', 'ledger-db', 'analytics-db'];
const BUCKETS = ['assets', 'backups', 'logs', 'invoices', 'data-lake', 'terraform-state', 'artifacts', 'exports'];
const ROLES = ['eks-node-role', 'ci-deployer', 'backup-operator', 'readonly-auditor', 'lambda-exec', 'external-dns'];
const USERS = ['ci-bot', 'terraform', 'billing-reader', 'break-glass'];
const FUNCTIONS = ['thumbnail-generator', 'invoice-mailer', 'audit-log-shipper', 'cost-reporter'];
const EC2_ROLES = ['bastion', 'ci-runner', 'vpn-gateway', 'batch-worker', 'kafka-broker', 'elasticsearch'];

const suffix = (i: number, n: number) => (i < n ? '' : `-${Math.floor(i / n) + 1}`);

export function buildAws(b: CatalogBuilder, scale: number, scraperId: string, clusters: KubeCluster[]): AwsEstate {
  const r = b.random;
  const account = b.add({
    key: `aws/${AWS_ACCOUNT}`,
    name: 'acme-production',
    type: 'AWS::::Account',
    config_class: 'Account',
    scraperId,
    status: 'Active',
    createdDaysAgo: 900,
    externalId: AWS_ACCOUNT,
    tags: { account: AWS_ACCOUNT, 'account-name': 'acme-production' },
    config: { Id: AWS_ACCOUNT, Name: 'acme-production', Status: 'ACTIVE' },
  });
  const estate: AwsEstate = { account, databases: [], buckets: [], instances: [], loadBalancers: [], eks: [] };
  const iamScope = (key: string, name: string, type: string, cls: string, config: unknown) =>
    b.add({ key, name, type, config_class: cls, parent: account, scraperId, createdDaysAgo: 30 + r.next() * 600, config });

  for (let i = 0; i < 4 * scale; i++) {
    const name = `${ROLES[i % ROLES.length]}${suffix(i, ROLES.length)}`;
    const role = iamScope(`aws/iam/role/${name}`, name, 'AWS::IAM::Role', 'Role', {
      RoleName: name,
      Arn: `arn:aws:iam::${AWS_ACCOUNT}:role/${name}`,
      AssumeRolePolicyDocument: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: 'sts:AssumeRole' }] },
    });
    if (r.chance(0.15)) {
      b.insight(role, 5 + r.next() * 60, {
        analyzer: 'UnusedIAMRole',
        analysis_type: 'security',
        severity: 'medium',
        summary: 'Role not used in 90 days',
        message: `IAM role ${name} has not been assumed in the last 90 days.`,
        source: 'AWS Trusted Advisor',
      });
    }
  }
  for (let i = 0; i < 2 * scale; i++) {
    const name = `${USERS[i % USERS.length]}${suffix(i, USERS.length)}`;
    const user = iamScope(`aws/iam/user/${name}`, name, 'AWS::IAM::User', 'User', {
      UserName: name,
      Arn: `arn:aws:iam::${AWS_ACCOUNT}:user/${name}`,
    });
    if (name.startsWith('break-glass')) {
      b.change(user, r.next() * 10, {
        change_type: 'PermissionAdded',
        severity: 'high',
        summary: `AdministratorAccess attached to ${name}`,
        source: 'CloudTrail',
        external_created_by: 'priya.natarajan@acme.local',
      });
    }
  }

  for (const [regionIndex, region] of REGIONS.entries()) {
    const regionRef = b.add({
      key: `aws/${AWS_ACCOUNT}/${region}`,
      name: region,
      type: 'AWS::Region',
      config_class: 'Region',
      parent: account,
      scraperId,
      createdDaysAgo: 900,
      tags: { region },
      config: { RegionName: region },
    });
    const vpc = b.add({
      key: `aws/${region}/vpc`,
      name: `acme-${region}`,
      type: 'AWS::EC2::VPC',
      config_class: 'VPC',
      parent: regionRef,
      scraperId,
      status: 'available',
      createdDaysAgo: 800,
      externalId: `vpc-0${r.hex(16)}`,
      config: { CidrBlock: `10.${20 + regionIndex}.0.0/16`, State: 'available' },
    });
    const subnets: ConfigRef[] = [];
    for (const zone of ['a', 'b', 'c']) {
      for (const tier of ['private', 'public']) {
        subnets.push(
          b.add({
            key: `aws/${region}/subnet/${tier}-${zone}`,
            name: `acme-${tier}-${region}${zone}`,
            type: 'AWS::EC2::Subnet',
            config_class: 'Subnet',
            parent: vpc,
            scraperId,
            status: 'available',
            createdDaysAgo: 800,
            externalId: `subnet-0${r.hex(16)}`,
            tags: { zone: `${region}${zone}` },
            config: { AvailabilityZone: `${region}${zone}`, MapPublicIpOnLaunch: tier === 'public' },
          }),
        );
      }
    }
    for (let i = 0; i < scale; i++) {
      const name = `${['web-ingress', 'internal-services'][i % 2]}${suffix(i, 2)}`;
      const sg = b.add({
        key: `aws/${region}/sg/${name}`,
        name,
        type: 'AWS::EC2::SecurityGroup',
        config_class: 'SecurityGroup',
        parent: vpc,
        scraperId,
        createdDaysAgo: 300 + r.next() * 300,
        externalId: `sg-0${r.hex(16)}`,
        config: { GroupName: name, IpPermissions: [{ FromPort: 443, ToPort: 443, IpProtocol: 'tcp' }] },
      });
      if (i % 5 === 0 && regionIndex === 0) {
        b.insight(sg, 3 + r.next() * 20, {
          analyzer: 'OpenSSHPort',
          analysis_type: 'security',
          severity: 'critical',
          summary: 'Port 22 open to the world',
          message: `${name} allows 0.0.0.0/0 on tcp/22.`,
          source: 'AWS Security Hub',
        });
      }
    }

    const cluster = clusters.find((c) => c.name.includes(region.split('-')[1]));
    if (cluster) {
      const eks = b.add({
        key: `aws/${region}/eks/${cluster.name}`,
        name: cluster.name,
        type: 'AWS::EKS::Cluster',
        config_class: 'KubernetesCluster',
        parent: regionRef,
        scraperId,
        status: 'ACTIVE',
        createdDaysAgo: 400,
        config: { Name: cluster.name, Version: '1.29', Status: 'ACTIVE' },
      });
      estate.eks.push(eks);
      b.relate(eks, cluster.ref, 'EKSCluster');
      b.cost(eks, 2.4);
      for (const [n, node] of cluster.nodes.entries()) {
        const instance = ec2(b, regionRef, subnets[(n % 3) * 2], `eks-${cluster.name}-${n + 1}`, scraperId, 'm6i.xlarge');
        b.relate(instance, node, 'InstanceNode');
        estate.instances.push(instance);
      }
    }
    const perRegion = 3 * scale;
    for (let i = 0; i < perRegion; i++) {
      const name = `${EC2_ROLES[i % EC2_ROLES.length]}-${region.split('-')[1]}-${Math.floor(i / EC2_ROLES.length) + 1}`;
      const subnet = subnets[(i % 3) * 2 + (name.startsWith('bastion') || name.startsWith('vpn') ? 1 : 0)];
      estate.instances.push(ec2(b, regionRef, subnet, name, scraperId, r.pick(['t3.medium', 'm6i.large', 'c6i.xlarge'])));
    }
    for (let i = 0; i < scale; i++) {
      const dbName = `${DB_NAMES[(i * 2 + regionIndex) % DB_NAMES.length]}${suffix(i * 2 + regionIndex, DB_NAMES.length)}`;
      const rds = b.add({
        key: `aws/${region}/rds/${dbName}`,
        name: dbName,
        type: 'AWS::RDS::DBInstance',
        config_class: 'Database',
        parent: regionRef,
        scraperId,
        status: 'available',
        createdDaysAgo: 200 + r.next() * 400,
        config: {
          DBInstanceIdentifier: dbName,
          Engine: 'postgres',
          EngineVersion: r.pick(['15.7', '16.3', '14.12']),
          DBInstanceClass: r.pick(['db.r6g.large', 'db.m6g.xlarge']),
          MultiAZ: regionIndex === 0,
          AllocatedStorage: r.pick([100, 250, 500]),
        },
        properties: [{ name: 'engine', text: 'postgres' }],
      });
      b.relate(subnets[0], rds, 'SubnetDBInstance');
      b.cost(rds, 8 + r.next() * 30);
      b.change(rds, r.next() * 1, {
        change_type: 'BackupCompleted',
        severity: 'info',
        summary: `Automated snapshot of ${dbName} completed`,
        source: 'AWS',
        external_created_by: 'rds.amazonaws.com',
      });
      if (r.chance(0.5)) {
        b.insight(rds, 2 + r.next() * 10, {
          analyzer: 'RDSStorageNearlyFull',
          analysis_type: 'performance',
          severity: 'high',
          summary: 'Free storage below 15%',
          message: `${dbName} has ${r.int(6, 14)}% free storage left.`,
          source: 'AWS Trusted Advisor',
        });
      }
      estate.databases.push(rds);
    }
    const lb = b.add({
      key: `aws/${region}/elb/ingress`,
      name: `k8s-ingress-${region}`,
      type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
      config_class: 'LoadBalancer',
      parent: regionRef,
      scraperId,
      status: 'active',
      createdDaysAgo: 300,
      config: { Type: 'network', Scheme: 'internet-facing', State: { Code: 'active' } },
    });
    estate.loadBalancers.push(lb);
    b.cost(lb, 0.6);
    for (let i = 1; i < scale; i++) {
      const extra = b.add({
        key: `aws/${region}/elb/internal-${i}`,
        name: `internal-${region}-${i}`,
        type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
        config_class: 'LoadBalancer',
        parent: regionRef,
        scraperId,
        status: 'active',
        createdDaysAgo: 100 + r.next() * 200,
        config: { Type: 'application', Scheme: 'internal' },
      });
      estate.loadBalancers.push(extra);
    }
    for (let i = 0; i < scale; i++) {
      const name = `${FUNCTIONS[(i * 2 + regionIndex) % FUNCTIONS.length]}${suffix(i * 2 + regionIndex, FUNCTIONS.length)}`;
      b.add({
        key: `aws/${region}/lambda/${name}`,
        name,
        type: 'AWS::Lambda::Function',
        config_class: 'Function',
        parent: regionRef,
        scraperId,
        status: 'Active',
        createdDaysAgo: 20 + r.next() * 300,
        config: { FunctionName: name, Runtime: r.pick(['nodejs20.x', 'python3.12']), MemorySize: 512 },
      });
    }
  }
  for (let i = 0; i < 5 * scale; i++) {
    const name = `acme-${BUCKETS[i % BUCKETS.length]}${suffix(i, BUCKETS.length)}`;
    const bucket = b.add({
      key: `aws/s3/${name}`,
      name,
      type: 'AWS::S3::Bucket',
      config_class: 'Bucket',
      parent: account,
      scraperId,
      createdDaysAgo: 100 + r.next() * 700,
      tags: { region: 'eu-west-1' },
      config: { Name: name, Versioning: r.chance(0.7) ? 'Enabled' : 'Suspended', Encryption: 'aws:kms' },
    });
    b.cost(bucket, 0.2 + r.next() * 6);
    if (r.chance(0.1)) {
      b.insight(bucket, 10 + r.next() * 30, {
        analyzer: 'S3PublicRead',
        analysis_type: 'security',
        severity: 'critical',
        summary: 'Bucket allows public read',
        message: `The bucket policy of ${name} grants s3:GetObject to "*".`,
        source: 'AWS Security Hub',
      });
    }
    estate.buckets.push(bucket);
  }
  return estate;
}

function ec2(b: CatalogBuilder, region: ConfigRef, subnet: ConfigRef, name: string, scraperId: string, type: string) {
  const r = b.random;
  const stopped = r.chance(0.07);
  const instanceId = `i-0${r.hex(16)}`;
  const instance = b.add({
    key: `aws/ec2/${region.name}/${name}`,
    name,
    type: 'AWS::EC2::Instance',
    config_class: 'VirtualMachine',
    parent: subnet,
    scraperId,
    status: stopped ? 'Stopped' : 'Running',
    health: stopped ? 'unknown' : 'healthy',
    createdDaysAgo: 5 + r.next() * 200,
    externalId: instanceId,
    labels: { Name: name },
    config: {
      InstanceId: instanceId,
      InstanceType: type,
      State: { Name: stopped ? 'stopped' : 'running' },
      PrivateIpAddress: `10.${r.int(20, 21)}.${r.int(0, 255)}.${r.int(1, 254)}`,
      ImageId: `ami-0${r.hex(16)}`,
    },
  });
  const volume = b.add({
    key: `aws/ec2/${region.name}/${name}/volume`,
    name: `${name}-root`,
    type: 'AWS::EC2::Volume',
    config_class: 'Volume',
    parent: subnet,
    scraperId,
    status: 'in-use',
    createdDaysAgo: 5 + r.next() * 200,
    externalId: `vol-0${r.hex(16)}`,
    config: { Size: r.pick([30, 50, 100]), VolumeType: 'gp3', Encrypted: true },
  });
  b.relate(instance, volume, 'InstanceVolume');
  b.relate(subnet, instance, 'SubnetInstance');
  b.cost(instance, type.startsWith('t3') ? 1 : 3.5 + r.next() * 4);
  b.change(instance, 1 + r.next() * 25, {
    change_type: stopped ? 'StopInstances' : 'RunInstances',
    severity: 'info',
    summary: `${stopped ? 'Stopped' : 'Launched'} ${type} ${instanceId}`,
    source: 'CloudTrail',
    external_created_by: stopped ? 'tomas.ferreira@acme.local' : 'autoscaling.amazonaws.com',
  });
  if (stopped) {
    b.insight(instance, 7 + r.next() * 20, {
      analyzer: 'IdleInstance',
      analysis_type: 'cost',
      severity: 'low',
      summary: 'Instance stopped for over a week',
      message: `${name} has been stopped for over 7 days; its volumes still cost money.`,
      source: 'AWS Cost Explorer',
    });
  }
  return instance;
}
