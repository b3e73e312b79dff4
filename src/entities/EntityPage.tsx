import { useParams } from 'react-router-dom';
import { EntityDetailPage } from './detail/EntityDetailPage';
import { EntityListPage } from './list/EntityListPage';
import type { Resource } from './resource';
import { EntitySingletonPage } from './singleton/EntitySingletonPage';

/** The engine's page for a resource: its list, a row's detail, or its settings forms. */
export function EntityPage({ resource }: { resource: Resource }) {
  const { rowId } = useParams();
  if (resource.kind === 'singleton') return <EntitySingletonPage resource={resource} />;
  if (rowId !== undefined && resource.detail) return <EntityDetailPage resource={resource} rowId={rowId} />;
  return <EntityListPage resource={resource} />;
}
