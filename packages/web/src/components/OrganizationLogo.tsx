// The organisation's logo (header, login page), named by the organisation; nothing when there is
// none, or when it fails to load, so no broken image shows. In dark mode it sits on white, as on
// the organisation page's preview: logos are mostly drawn for a light page.
import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { publicOrganizationQuery } from '../api/organizationPublic.ts';

export function OrganizationLogo({ height, maxWidth }: { height: number; maxWidth: number }) {
  const { data } = useQuery(publicOrganizationQuery);
  const [failed, setFailed] = useState<string | null>(null);
  const organization = data?.organization;
  if (!organization?.logo || failed === organization.logo) return null;
  return (
    <Box
      component="img"
      src={organization.logo}
      alt={organization.name}
      onError={() => setFailed(organization.logo)}
      h={height}
      maw={maxWidth}
      style={{
        objectFit: 'contain',
        display: 'block',
        padding: 2,
        borderRadius: 'var(--mantine-radius-xs)',
        background: 'light-dark(transparent, var(--mantine-color-white))',
      }}
      data-testid="organization-logo"
    />
  );
}
