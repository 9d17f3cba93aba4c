import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { ShopImage } from '@/components/shop-image';
import { type ImageChoice, imageChoiceError } from '@/lib/image-choice';
import { ImageSourceField } from './image-source-field';

/** The image of a react-hook-form form (an ImageChoice: a file to upload or a link), as its field. */
export function ImageChoiceField<Values extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const choice = field.value as ImageChoice;
        return (
          <ImageSourceField
            label={label}
            source={choice.source}
            onSourceChange={(source) => field.onChange({ ...choice, source })}
            file={(choice.file as File | null) ?? null}
            onFileChange={(file) => field.onChange({ ...choice, file })}
            url={choice.url}
            onUrlChange={(url) => field.onChange({ ...choice, url })}
            error={imageChoiceError(fieldState.error)}
          />
        );
      }}
    />
  );
}

/** Under the image field of an edit: the stored image, kept unless another is chosen. */
export function KeptImage({ src, children }: { src: string; children: ReactNode }) {
  return (
    <p className="flex items-center gap-3 text-sm text-muted">
      <ShopImage
        src={src}
        box={48}
        className="h-12 w-12 rounded-field border border-base-300 bg-base-200 object-contain p-1"
      />
      {children}
    </p>
  );
}
