import { useId } from 'react';
import type { PermissionResource } from '@domain/catalog';
import type { PermissionResourceInfo } from '@domain/contract';
import { Checkbox } from '@/shared/ui/checkbox';
import { Label } from '@/shared/ui/label';

interface ResourceChecklistProps {
  legend: string;
  resources: PermissionResourceInfo[];
  value: PermissionResource[];
  onChange: (next: PermissionResource[]) => void;
}

/** The spec's permission resources, one checkbox each. */
export function ResourceChecklist({ legend, resources, value, onChange }: ResourceChecklistProps) {
  const base = useId();
  const toggle = (resource: PermissionResource, on: boolean) => onChange(on ? [...value, resource] : value.filter((item) => item !== resource));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {resources.map(({ resource, label }) => (
          <div key={resource} className="flex items-center gap-2">
            <Checkbox id={`${base}-${resource}`} checked={value.includes(resource)} onCheckedChange={(checked) => toggle(resource, checked === true)} data-resource={resource} />
            <Label htmlFor={`${base}-${resource}`} className="font-normal">
              {label}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
