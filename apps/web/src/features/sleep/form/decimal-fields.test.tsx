import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { newNight, nightRequestSchema, type NightInput, type NightRequest } from '@uyku/domain';
import { BasicsTab } from './BasicsTab';
import { FactorsTab } from './FactorsTab';

afterEach(cleanup);

/** The test's handle on the form, set by the component once it renders. */
const handle: { form?: UseFormReturn<NightRequest, unknown, NightInput> } = {};

function Form() {
  const form = useForm<NightRequest, unknown, NightInput>({
    defaultValues: newNight('2025-10-08'),
    resolver: zodResolver(nightRequestSchema),
    mode: 'onChange',
  });
  useEffect(() => {
    handle.form = form;
  });
  return (
    <FormProvider {...form}>
      <BasicsTab />
      <FactorsTab />
    </FormProvider>
  );
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

async function type(label: RegExp, text: string) {
  await act(async () => {
    fireEvent.change(field(label), { target: { value: text } });
    await handle.form?.trigger();
  });
}

describe('number fields of the diary take a decimal comma and a decimal point alike', () => {
  it("are text fields, not the browser's number field that drops a comma", () => {
    render(<Form />);
    const temperature = field(/Oda Sıcaklığı/);
    expect(temperature.getAttribute('type')).toBe('text');
    expect(temperature.getAttribute('inputmode')).toBe('decimal');
  });

  it("read '21,5' and '21.5' as 21.5 °C, never 215", async () => {
    render(<Form />);
    await type(/Oda Sıcaklığı/, '21,5');
    expect(handle.form?.getValues('room_temperature')).toBe(21.5);
    expect(handle.form?.formState.errors.room_temperature).toBeUndefined();
    await type(/Oda Sıcaklığı/, '21.5');
    expect(handle.form?.getValues('room_temperature')).toBe(21.5);
  });

  it("refuse '1,5' minutes as not whole rather than storing 15", async () => {
    render(<Form />);
    await type(/Ekran Süresi/i, '1,5');
    expect(handle.form?.getValues('screen_time')).toBe(1.5);
    expect(screen.getByText('Yatmadan önceki ekran süresi tam sayı olmalıdır')).toBeTruthy();
  });

  it('refuse a text that is not a number with a message naming the accepted form', async () => {
    render(<Form />);
    await type(/Oda Sıcaklığı/, '21,5,0');
    expect(screen.getByText('Oda sıcaklığı sayı olmalıdır (ör. 21,5 ya da 21.5)')).toBeTruthy();
  });
});
