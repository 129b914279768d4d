/**
 * Demo vehicle catalogue in the shape of the FIPE table (brand → model → year with a reference value).
 * Codes follow FIPE's style; values are plausible demonstration figures, not FIPE quotes.
 */
export interface VehicleModel {
  code: string;
  name: string;
  /** Reference value of a 0 km unit in the current year, in reais. */
  base: number;
  fuel: 'Flex' | 'Gasolina' | 'Diesel' | 'Elétrico' | 'Híbrido';
  /** 1 light, 3 heavy (docs/design/product-spec.md §3). */
  typeVehicle: 1 | 3;
  firstYear: number;
}

export interface VehicleBrand {
  code: string;
  name: string;
  models: VehicleModel[];
}

const light = (code: string, name: string, base: number, fuel: VehicleModel['fuel'] = 'Flex', firstYear = 2014): VehicleModel => ({ code, name, base, fuel, typeVehicle: 1, firstYear });
const heavy = (code: string, name: string, base: number, firstYear = 2014): VehicleModel => ({ code, name, base, fuel: 'Diesel', typeVehicle: 3, firstYear });

export const VEHICLE_BRANDS: VehicleBrand[] = [
  {
    code: '23',
    name: 'Chevrolet',
    models: [light('4828', 'Onix 1.0 LT', 98000), light('5940', 'Tracker 1.0 Turbo LT', 139000, 'Flex', 2020), light('4562', 'S10 2.8 LTZ 4x4 Diesel', 289000, 'Diesel')],
  },
  {
    code: '21',
    name: 'Fiat',
    models: [light('7542', 'Argo 1.0', 89000, 'Flex', 2018), light('8101', 'Strada Volcano 1.3', 119000), light('9233', 'Toro Volcano 2.0 Diesel 4x4', 199000, 'Diesel', 2016)],
  },
  {
    code: '59',
    name: 'Volkswagen',
    models: [light('5585', 'Polo 1.0 TSI', 109000, 'Flex', 2018), light('6102', 'T-Cross 1.0 TSI', 149000, 'Flex', 2019), light('7004', 'Amarok V6 Highline', 329000, 'Diesel')],
  },
  {
    code: '56',
    name: 'Toyota',
    models: [light('3398', 'Corolla 2.0 XEi', 165000), light('8212', 'Corolla Cross 1.8 Hybrid', 189000, 'Híbrido', 2021), light('3702', 'Hilux 2.8 SRX 4x4', 339000, 'Diesel')],
  },
  { code: '26', name: 'Hyundai', models: [light('6821', 'HB20 1.0', 92000), light('7210', 'Creta 1.0 Turbo', 149000, 'Flex', 2017)] },
  { code: '25', name: 'Honda', models: [light('4123', 'City 1.5 EX', 124000), light('5377', 'HR-V 1.5 EXL', 169000, 'Flex', 2015)] },
  { code: '48', name: 'Renault', models: [light('6650', 'Kwid 1.0 Zen', 74000, 'Flex', 2018), light('7120', 'Duster 1.6 Intense', 129000)] },
  { code: '189', name: 'Jeep', models: [light('5011', 'Renegade 1.3 Turbo', 149000, 'Flex', 2016), light('6411', 'Compass 1.3 Turbo Limited', 209000, 'Flex', 2017)] },
  { code: '177', name: 'BYD', models: [light('9901', 'Dolphin EV', 149000, 'Elétrico', 2023), light('9915', 'Song Plus DM-i', 239000, 'Híbrido', 2023)] },
  { code: '39', name: 'Mercedes-Benz Caminhões', models: [heavy('1214', 'Accelo 1017', 389000), heavy('1330', 'Atego 2430 6x2', 619000), heavy('1550', 'Actros 2651 6x4', 989000, 2016)] },
  { code: '58', name: 'Volvo Caminhões', models: [heavy('2210', 'VM 270 4x2', 559000), heavy('2340', 'FH 540 6x4', 1090000)] },
  { code: '102', name: 'Scania', models: [heavy('3105', 'R 450 6x2', 989000), heavy('3222', 'P 320 6x2', 699000)] },
];

/** Reference value of a model in a model year: about 10 % less per year of age (demo rule). */
export function referenceValue(model: VehicleModel, year: number, currentYear: number): number {
  return Math.round((model.base * 0.9 ** Math.max(0, currentYear - year)) / 100) * 100;
}

export function brandsOf(typeVehicle: 1 | 3 | undefined) {
  return VEHICLE_BRANDS.filter((b) => !typeVehicle || b.models.some((m) => m.typeVehicle === typeVehicle)).map((b) => ({ code: b.code, name: b.name }));
}

export function modelsOf(brandCode: string, typeVehicle?: 1 | 3) {
  const brand = VEHICLE_BRANDS.find((b) => b.code === brandCode);
  return (brand?.models ?? []).filter((m) => !typeVehicle || m.typeVehicle === typeVehicle).map((m) => ({ code: m.code, name: m.name, fuel: m.fuel, typeVehicle: m.typeVehicle }));
}

export function yearsOf(brandCode: string, modelCode: string, currentYear: number) {
  const model = VEHICLE_BRANDS.find((b) => b.code === brandCode)?.models.find((m) => m.code === modelCode);
  if (!model) return [];
  const years: { year: number; value: number; fuel: string }[] = [];
  for (let y = currentYear; y >= model.firstYear; y--) years.push({ year: y, value: referenceValue(model, y, currentYear), fuel: model.fuel });
  return years;
}
