import type { CatalogBuilder, ConfigRef, HistoryStep } from './catalog-builder';
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
    const roleConfig = {
      RoleName: name,
      Arn: `arn:aws:iam::${AWS_ACCOUNT}:role/${name}`,
      AssumeRolePolicyDocument: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: 'sts:AssumeRole' }] },
      AttachedManagedPolicies: ['AmazonS3ReadOnlyAccess', 'CloudWatchAgentServerPolicy'],
    };
    const role = iamScope(`aws/iam/role/${name}`, name, 'AWS::IAM::Role', 'Role', roleConfig);
    if (b.extra.chance(0.5)) {
      history(b, role, roleConfig, [{
        daysAgo: 2 + b.extra.next() * 60,
        severity: 'high',
        summary: `attached CloudWatchAgentServerPolicy to ${name}`,
        by: 'terraform',
        undo: (doc: typeof roleConfig) => {
          doc.AttachedManagedPolicies = doc.AttachedManagedPolicies.filter((p) => p !== 'CloudWatchAgentServerPolicy');
        },
      }]);
    }
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
      const sgConfig = {
        GroupName: name,
        IpPermissions: [
          { FromPort: 443, ToPort: 443, IpProtocol: 'tcp', IpRanges: [{ CidrIp: '0.0.0.0/0' }] },
          { FromPort: 5432, ToPort: 5432, IpProtocol: 'tcp', IpRanges: [{ CidrIp: `10.${20 + regionIndex}.0.0/16` }] },
        ],
      };
      const sg = b.add({
        key: `aws/${region}/sg/${name}`,
        name,
        type: 'AWS::EC2::SecurityGroup',
        config_class: 'SecurityGroup',
        parent: vpc,
        scraperId,
        createdDaysAgo: 300 + r.next() * 300,
        externalId: `sg-0${r.hex(16)}`,
        config: sgConfig,
      });
      history(b, sg, sgConfig, [{
        daysAgo: 1 + b.extra.next() * 40,
        severity: 'medium',
        summary: `authorized tcp/5432 from 10.${20 + regionIndex}.0.0/16 on ${name}`,
        by: b.extra.pick(['terraform', 'priya.natarajan@acme.local']),
        undo: (doc: typeof sgConfig) => {
          doc.IpPermissions.pop();
        },
      }]);
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
      rdsHistory(b, rds, b.items.at(-1)!.config as RdsDoc);
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
      const lambda = b.add({
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
      history(b, lambda, b.items.at(-1)!.config as { MemorySize: number }, [{
        daysAgo: 1 + b.extra.next() * 50,
        summary: `MemorySize of ${name} 256 → 512`,
        by: 'github-actions',
        undo: (doc: { MemorySize: number }) => {
          doc.MemorySize = 256;
        },
      }]);
    }
    regionServices(b, regionRef, region, scale, scraperId);
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
    const bucketConfig = b.items.at(-1)!.config as { Versioning: string };
    if (bucketConfig.Versioning === 'Enabled' && b.extra.chance(0.5)) {
      history(b, bucket, bucketConfig, [{
        daysAgo: 3 + b.extra.next() * 80,
        severity: 'medium',
        summary: `versioning of ${name} Suspended → Enabled`,
        by: 'terraform',
        undo: (doc: { Versioning: string }) => {
          doc.Versioning = 'Suspended';
        },
      }]);
    }
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
  accountServices(b, account, scale, scraperId);
  return estate;
}

const history = <T>(b: CatalogBuilder, ref: ConfigRef, config: T, steps: HistoryStep<T>[]) => b.history(ref, config, steps, 'AWS');

interface RdsDoc {
  EngineVersion: string;
  AllocatedStorage: number;
}

function rdsHistory(b: CatalogBuilder, rds: ConfigRef, config: RdsDoc) {
  const x = b.extra;
  const steps: HistoryStep<RdsDoc>[] = [{
    daysAgo: 5 + x.next() * 30,
    summary: `AllocatedStorage of ${rds.name} ${config.AllocatedStorage / 2} → ${config.AllocatedStorage}`,
    by: 'terraform',
    undo: (doc: RdsDoc) => {
      doc.AllocatedStorage /= 2;
    },
  }];
  const [major, minor] = config.EngineVersion.split('.').map(Number);
  if (minor > 0) {
    steps.push({
      daysAgo: 40 + x.next() * 40,
      severity: 'medium',
      summary: `EngineVersion of ${rds.name} ${major}.${minor - 1} → ${config.EngineVersion}`,
      by: 'rds.amazonaws.com',
      undo: (doc: RdsDoc) => {
        doc.EngineVersion = `${major}.${minor - 1}`;
      },
    });
  }
  history(b, rds, config, steps);
}

const QUEUES = ['orders-events', 'notifications-dlq', 'invoice-jobs', 'audit-stream'];
const TABLES = ['sessions', 'feature-flags', 'idempotency-keys'];

/** Queues, topics, tables, caches and alarms of one region. */
function regionServices(b: CatalogBuilder, region: ConfigRef, name: string, scale: number, scraperId: string) {
  const x = b.extra;
  const common = { parent: region, scraperId, status: 'Active' };
  for (let i = 0; i < 2 * scale; i++) {
    const queue = `${QUEUES[i % QUEUES.length]}${suffix(i, QUEUES.length)}`;
    const ref = b.add({
      ...common,
      key: `aws/${name}/sqs/${queue}`,
      name: queue,
      type: 'AWS::SQS::Queue',
      config_class: 'Queue',
      createdDaysAgo: 30 + x.next() * 300,
      config: { QueueName: queue, VisibilityTimeout: 30, MessageRetentionPeriod: 345600, KmsMasterKeyId: 'alias/aws/sqs' },
    });
    b.cost(ref, 0.05 + x.next() * 0.5);
    if (queue.startsWith('notifications-dlq')) {
      b.insight(ref, 1 + x.next() * 5, {
        analyzer: 'DeadLetterQueueNotEmpty',
        analysis_type: 'integration',
        severity: 'warning',
        summary: 'Messages are piling up in a dead-letter queue',
        message: `${queue} holds ${x.int(20, 900)} messages that failed delivery.`,
        source: 'AWS CloudWatch',
      });
    }
  }
  b.add({
    ...common,
    key: `aws/${name}/sns/alerts`,
    name: `alerts-${name}`,
    type: 'AWS::SNS::Topic',
    config_class: 'Topic',
    createdDaysAgo: 200,
    config: { TopicArn: `arn:aws:sns:${name}:${AWS_ACCOUNT}:alerts-${name}`, Subscriptions: 3 },
  });
  for (let i = 0; i < scale; i++) {
    const table = `${TABLES[i % TABLES.length]}${suffix(i, TABLES.length)}`;
    const ref = b.add({
      ...common,
      key: `aws/${name}/dynamodb/${table}`,
      name: table,
      type: 'AWS::DynamoDB::Table',
      config_class: 'Table',
      createdDaysAgo: 60 + x.next() * 400,
      config: { TableName: table, BillingMode: 'PAY_PER_REQUEST', PointInTimeRecovery: x.chance(0.7) },
    });
    b.cost(ref, 0.3 + x.next() * 4);
    if (!(b.items.at(-1)!.config as { PointInTimeRecovery: boolean }).PointInTimeRecovery) {
      b.insight(ref, 5 + x.next() * 40, {
        analyzer: 'DynamoDBPointInTimeRecovery',
        analysis_type: 'compliance',
        severity: 'medium',
        summary: 'Point-in-time recovery is off',
        message: `${table} cannot be restored to a point in time; the backup policy asks for it.`,
        source: 'AWS Config',
      });
    }
  }
  const cache = b.add({
    ...common,
    key: `aws/${name}/elasticache`,
    name: `cache-${name}`,
    type: 'AWS::ElastiCache::CacheCluster',
    config_class: 'Cache',
    createdDaysAgo: 250,
    config: { Engine: 'redis', EngineVersion: '7.1', CacheNodeType: 'cache.r6g.large', NumCacheNodes: 2 },
  });
  b.cost(cache, 9.6);
  b.insight(cache, 20 + x.next() * 20, {
    analyzer: 'ReservedNodeOpportunity',
    analysis_type: 'recommendation',
    severity: 'info',
    summary: 'A reserved node would cost less',
    message: `cache-${name} has run on demand for over 90 days; a one-year reservation saves about 30%.`,
    source: 'AWS Trusted Advisor',
  });
  for (const alarm of ['cpu-high', 'free-storage-low']) {
    const firing = alarm === 'cpu-high' && name === 'eu-west-1';
    const ref = b.add({
      ...common,
      key: `aws/${name}/alarm/${alarm}`,
      name: `${alarm}-${name}`,
      type: 'AWS::CloudWatch::Alarm',
      config_class: 'Alarm',
      status: firing ? 'ALARM' : 'OK',
      health: firing ? 'unhealthy' : 'healthy',
      createdDaysAgo: 150,
      config: { AlarmName: `${alarm}-${name}`, Threshold: alarm === 'cpu-high' ? 80 : 10, EvaluationPeriods: 3 },
    });
    if (firing) {
      b.insight(ref, 0.2, {
        analyzer: 'AlarmInAlarmState',
        analysis_type: 'availability',
        severity: 'high',
        summary: 'CPU above 80% for 15 minutes',
        message: `${alarm}-${name} has been in ALARM since its last three evaluations.`,
        source: 'AWS CloudWatch',
      });
    }
  }
}

const REPOSITORIES = ['payments-api', 'checkout-web', 'catalog-api', 'auth-service', 'etl-runner', 'orders-api'];

/** Account-wide: container repositories and the public DNS zone with its records. */
function accountServices(b: CatalogBuilder, account: ConfigRef, scale: number, scraperId: string) {
  const x = b.extra;
  for (let i = 0; i < 2 * scale; i++) {
    const repo = `${REPOSITORIES[i % REPOSITORIES.length]}${suffix(i, REPOSITORIES.length)}`;
    const ref = b.add({
      key: `aws/ecr/${repo}`,
      name: repo,
      type: 'AWS::ECR::Repository',
      config_class: 'Repository',
      parent: account,
      scraperId,
      status: 'Active',
      createdDaysAgo: 100 + x.next() * 500,
      config: { RepositoryName: repo, ImageScanningConfiguration: { ScanOnPush: true }, ImageTagMutability: 'IMMUTABLE' },
    });
    if (i === 0 || x.chance(0.3)) {
      b.insight(ref, x.next() * 10, {
        analyzer: 'ImageVulnerability',
        analysis_type: 'security',
        severity: i === 0 ? 'blocker' : x.pick(['high', 'critical', 'blocker']),
        summary: 'The latest image has a known vulnerability',
        message: `CVE-2024-${x.int(1000, 49999)} in openssl of ${repo}:latest; fixed in 3.0.14.`,
        source: 'AWS Inspector',
      });
    }
  }
  const zone = b.add({
    key: 'aws/route53/acme.io',
    name: 'acme.io',
    type: 'AWS::Route53::HostedZone',
    config_class: 'DNSZone',
    parent: account,
    scraperId,
    status: 'Active',
    createdDaysAgo: 900,
    config: { Name: 'acme.io.', ResourceRecordSetCount: 2 + scale },
  });
  for (let i = 0; i < scale + 2; i++) {
    const record = ['www', 'api', 'status', 'auth'][i % 4] + suffix(i, 4);
    b.add({
      key: `aws/route53/acme.io/${record}`,
      name: `${record}.acme.io`,
      type: 'AWS::Route53::RecordSet',
      config_class: 'DNSRecord',
      parent: zone,
      scraperId,
      status: 'Active',
      createdDaysAgo: 100 + x.next() * 700,
      config: { Name: `${record}.acme.io.`, Type: 'CNAME', TTL: 300 },
    });
  }
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
