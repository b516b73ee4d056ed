import { refreshCatalogSummaries } from '../../../server/catalog/summaries';
import type { Database } from '../../../server/db/database';

/** Config ids of the small estate; letters, so a failing assertion reads. */
export const C = {
  cluster: 'c0000000-0000-4000-8000-000000000001',
  shop: 'c0000000-0000-4000-8000-000000000002',
  system: 'c0000000-0000-4000-8000-000000000003',
  api: 'c0000000-0000-4000-8000-000000000004',
  replicas: 'c0000000-0000-4000-8000-000000000005',
  pod: 'c0000000-0000-4000-8000-000000000006',
  oldPod: 'c0000000-0000-4000-8000-000000000007',
  service: 'c0000000-0000-4000-8000-000000000008',
  node: 'c0000000-0000-4000-8000-000000000009',
  instance: 'c0000000-0000-4000-8000-00000000000a',
  database: 'c0000000-0000-4000-8000-00000000000b',
} as const;

export const SYSTEM_PERSON = '00000000-0000-0000-0000-000000000000';

/**
 * A small estate with known numbers, its times relative to the database's clock:
 *
 *   cluster (Kubernetes::Cluster, prod) ─parent→ shop, kube-system (namespaces), node
 *   shop ─parent→ api (Deployment, warning) ─parent→ replicas ─parent→ pod (unhealthy), old-pod (deleted)
 *   shop ─parent→ service
 *   relations: api→service 'DeploymentService', service→pod 'ServicePod', node→pod 'NodePod',
 *              instance→node 'hard', pod→cluster 'loop' (a cycle through soft links)
 *   instance (AWS::EC2::Instance, $90/30d), database (AWS::RDS::DBInstance, USD and EUR: mixed currency)
 *
 * Changes: api 1h (diff, info), 2d (diff, medium), 5d (Scaling, low), 10d (Rollback, high);
 * pod 30m (BackOff, high, seen 5 times since 3h), 20d (Pulled, info); old-pod 1h (Killing, info);
 * service 40d (diff, info); instance 6h (RunInstances, info, by tomas@acme.local); node 3h (Cordoned,
 * medium, by the System person); database 1h (BackupCompleted, info).
 * Open insights: api security/high, pod availability/critical, instance cost/low; one resolved on pod.
 */
export async function insertCatalogEstate(db: Database): Promise<void> {
  await db.exec(`
    INSERT INTO config_items (id, config_class, type, name, status, health, parent_id, tags, labels, deleted_at, created_at, updated_at, config) VALUES
      ('${C.cluster}', 'Cluster', 'Kubernetes::Cluster', 'prod', 'Running', 'healthy', NULL, '{"cluster":"prod"}', '{}', NULL, now() - interval '300 days', now() - interval '1 day', '{"kind":"Cluster"}'),
      ('${C.shop}', 'Namespace', 'Kubernetes::Namespace', 'shop', 'Active', 'healthy', '${C.cluster}', '{"cluster":"prod","namespace":"shop"}', '{"team":"payments"}', NULL, now() - interval '200 days', now() - interval '2 days', '{}'),
      ('${C.system}', 'Namespace', 'Kubernetes::Namespace', 'kube-system', 'Active', 'healthy', '${C.cluster}', '{"cluster":"prod","namespace":"kube-system"}', '{"team":"platform"}', NULL, now() - interval '300 days', now() - interval '3 days', '{}'),
      ('${C.api}', 'Deployment', 'Kubernetes::Deployment', 'api', 'Progressing', 'warning', '${C.shop}', '{"cluster":"prod","namespace":"shop"}', '{"app":"api","team":"payments"}', NULL, now() - interval '100 days', now() - interval '1 hour', '{}'),
      ('${C.replicas}', 'ReplicaSet', 'Kubernetes::ReplicaSet', 'api-7d9f', 'Running', 'warning', '${C.api}', '{"cluster":"prod","namespace":"shop"}', '{"app":"api"}', NULL, now() - interval '10 days', now() - interval '1 hour', '{}'),
      ('${C.pod}', 'Pod', 'Kubernetes::Pod', 'api-7d9f-x1', 'CrashLoopBackOff', 'unhealthy', '${C.replicas}', '{"cluster":"prod","namespace":"shop"}', '{"app":"api"}', NULL, now() - interval '1 day', now() - interval '30 minutes', '{}'),
      ('${C.oldPod}', 'Pod', 'Kubernetes::Pod', 'api-7d9f-x0', 'Terminated', 'unknown', '${C.replicas}', '{"cluster":"prod","namespace":"shop"}', '{"app":"api"}', now() - interval '50 minutes', now() - interval '3 days', now() - interval '50 minutes', '{}'),
      ('${C.service}', 'Service', 'Kubernetes::Service', 'api', 'Active', 'healthy', '${C.shop}', '{"cluster":"prod","namespace":"shop"}', '{"app":"api"}', NULL, now() - interval '100 days', now() - interval '40 days', '{}'),
      ('${C.node}', 'Node', 'Kubernetes::Node', 'ip-10-0-0-1', 'Ready', 'healthy', '${C.cluster}', '{"cluster":"prod","zone":"eu-west-1a"}', '{}', NULL, now() - interval '60 days', now() - interval '3 hours', '{}'),
      ('${C.instance}', 'VirtualMachine', 'AWS::EC2::Instance', 'eks-node-1', 'Running', 'healthy', NULL, '{"account":"1234","region":"eu-west-1"}', '{"Name":"eks-node-1"}', NULL, now() - interval '60 days', now() - interval '6 hours', '{}'),
      ('${C.database}', 'Database', 'AWS::RDS::DBInstance', 'orders-db', 'available', 'healthy', NULL, '{"account":"1234","region":"eu-west-1"}', '{}', NULL, now() - interval '400 days', now() - interval '1 hour', '{}');
    INSERT INTO config_relationships (config_id, related_id, relation) VALUES
      ('${C.api}', '${C.service}', 'DeploymentService'),
      ('${C.service}', '${C.pod}', 'ServicePod'),
      ('${C.node}', '${C.pod}', 'NodePod'),
      ('${C.instance}', '${C.node}', 'hard'),
      ('${C.pod}', '${C.cluster}', 'loop');
    INSERT INTO config_changes (config_id, change_type, severity, source, summary, created_at, first_observed, count, external_created_by, created_by, external_change_id) VALUES
      ('${C.api}', 'diff', 'info', 'Kubernetes', 'image api:1.2.3 → 1.2.4', now() - interval '1 hour', now() - interval '1 hour', 1, 'argocd', NULL, 'api-1'),
      ('${C.api}', 'diff', 'medium', 'Kubernetes', 'replicas 2 → 3', now() - interval '2 days', now() - interval '2 days', 1, 'argocd', NULL, 'api-2'),
      ('${C.api}', 'Scaling', 'low', 'Kubernetes', 'Scaled api from 3 to 4 replicas', now() - interval '5 days', now() - interval '5 days', 1, 'hpa', NULL, 'api-3'),
      ('${C.api}', 'Rollback', 'high', 'Kubernetes', 'Rolled back api', now() - interval '10 days', now() - interval '10 days', 1, 'argocd', NULL, 'api-4'),
      ('${C.pod}', 'BackOff', 'high', 'KubernetesEvent', 'Back-off restarting failed container api', now() - interval '30 minutes', now() - interval '3 hours', 5, 'kubelet', NULL, 'pod-1'),
      ('${C.pod}', 'Pulled', 'info', 'KubernetesEvent', 'Successfully pulled image "api:1.2.4"', now() - interval '20 days', now() - interval '20 days', 1, 'kubelet', NULL, 'pod-2'),
      ('${C.oldPod}', 'Killing', 'info', 'KubernetesEvent', 'Stopping container api', now() - interval '1 hour', now() - interval '1 hour', 1, 'kubelet', NULL, 'old-1'),
      ('${C.service}', 'diff', 'info', 'Kubernetes', 'port 80 → 8080', now() - interval '40 days', now() - interval '40 days', 1, NULL, NULL, 'svc-1'),
      ('${C.instance}', 'RunInstances', 'info', 'CloudTrail', 'Launched m6i.xlarge i-0abc', now() - interval '6 hours', now() - interval '6 hours', 1, 'tomas@acme.local', NULL, 'ec2-1'),
      ('${C.node}', 'Cordoned', 'medium', 'Kubernetes', 'Node ip-10-0-0-1 cordoned', now() - interval '3 hours', now() - interval '3 hours', 1, NULL, '${SYSTEM_PERSON}', 'node-1'),
      ('${C.database}', 'BackupCompleted', 'info', 'AWS', 'Automated snapshot of orders-db completed', now() - interval '1 hour', now() - interval '1 hour', 1, 'rds.amazonaws.com', NULL, 'db-1');
    INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, status, summary, source) VALUES
      ('${C.api}', 'RunAsRoot', 'security', 'high', 'open', 'Container may run as root', 'Trivy'),
      ('${C.pod}', 'CrashLoopBackOff', 'availability', 'critical', 'open', 'Container is restarting repeatedly', 'Kubernetes'),
      ('${C.pod}', 'OOMKilled', 'availability', 'medium', 'resolved', 'Container ran out of memory', 'Kubernetes'),
      ('${C.instance}', 'IdleInstance', 'cost', 'low', 'open', 'Instance mostly idle', 'AWS Cost Explorer');
    INSERT INTO config_cost_summary (config_id, billing_currency, cost_1h, cost_1d, cost_7d, cost_30d) VALUES
      ('${C.instance}', 'USD', 0.125, 3, 21, 90),
      ('${C.database}', 'USD', 1, 24, 168, 720),
      ('${C.database}', 'EUR', 1, 22, 154, 660);
  `);
  await refreshCatalogSummaries(db);
}
