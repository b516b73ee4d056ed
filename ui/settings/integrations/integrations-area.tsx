import { useLocation } from 'wouter';
import { IntegrationPage } from './integration-page';
import IntegrationsPage from './integrations-page';

/** /settings/integrations and /settings/integrations/{integration_type}/{id}; the location here is relative to the list. */
export default function IntegrationsArea() {
  const [location] = useLocation();
  const [integrationType, id] = location.split('/').filter(Boolean).map(decodeURIComponent);
  return integrationType && id ? <IntegrationPage key={`${integrationType}/${id}`} integrationType={integrationType} id={id} /> : <IntegrationsPage />;
}
