import { Breadcrumb } from '@chakra-ui/react';
import { Link } from 'wouter';

/** Settings › the kind's list › the resource (R002-2-2-05). */
export function ResourceBreadcrumb({ title, listPath, name }: { title: string; listPath: string; name?: string }) {
  return (
    <Breadcrumb.Root size="sm" mb="2">
      <Breadcrumb.List>
        <Breadcrumb.Item>Settings</Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          {name === undefined ? (
            <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
          ) : (
            <Breadcrumb.Link asChild>
              <Link href={`~${listPath}`}>{title}</Link>
            </Breadcrumb.Link>
          )}
        </Breadcrumb.Item>
        {name !== undefined && (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{name}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </>
        )}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
