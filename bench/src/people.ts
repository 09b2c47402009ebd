/**
 * Students and staff with Vietnamese names, phones and dormitory rooms. Names are written the
 * way the app stores them: `lastName` is the family and middle name, `firstName` the given name.
 */
import { type Random, WeightedTable } from './random';

// Family names with their rough share of the population.
const FAMILY: [string, number][] = [
  ['Nguyễn', 31],
  ['Trần', 11],
  ['Lê', 9.5],
  ['Phạm', 7],
  ['Hoàng', 5],
  ['Huỳnh', 5],
  ['Phan', 4.5],
  ['Vũ', 3.9],
  ['Võ', 3.5],
  ['Đặng', 2.1],
  ['Bùi', 2],
  ['Đỗ', 1.4],
  ['Hồ', 1.3],
  ['Ngô', 1.3],
  ['Dương', 1],
  ['Lý', 0.5],
  ['Đinh', 0.5],
  ['Trương', 0.5],
  ['Lâm', 0.4],
  ['Mai', 0.3],
  ['Tô', 0.2],
  ['Cao', 0.2],
  ['Tạ', 0.2],
  ['Châu', 0.2],
];
const MIDDLE_MALE = [
  'Văn',
  'Hữu',
  'Đức',
  'Minh',
  'Quốc',
  'Thành',
  'Gia',
  'Hoàng',
  'Anh',
  'Công',
  'Tuấn',
  'Xuân',
  'Đình',
  'Nhật',
  'Trọng',
];
const MIDDLE_FEMALE = [
  'Thị',
  'Ngọc',
  'Thanh',
  'Thu',
  'Phương',
  'Kim',
  'Mỹ',
  'Bảo',
  'Khánh',
  'Hồng',
  'Diệu',
  'Minh',
  'Quỳnh',
  'Thùy',
];
const GIVEN_MALE = [
  'An',
  'Bảo',
  'Bình',
  'Cường',
  'Dũng',
  'Duy',
  'Đạt',
  'Hải',
  'Hiếu',
  'Hoàng',
  'Huy',
  'Hùng',
  'Khang',
  'Khoa',
  'Khôi',
  'Kiên',
  'Long',
  'Lâm',
  'Minh',
  'Nam',
  'Nghĩa',
  'Nhân',
  'Phát',
  'Phong',
  'Phúc',
  'Quân',
  'Quang',
  'Sơn',
  'Tài',
  'Thắng',
  'Thành',
  'Thiện',
  'Thịnh',
  'Tiến',
  'Toàn',
  'Trí',
  'Trung',
  'Tuấn',
  'Việt',
  'Vinh',
  'Vũ',
];
const GIVEN_FEMALE = [
  'Anh',
  'Chi',
  'Dung',
  'Giang',
  'Hà',
  'Hân',
  'Hằng',
  'Hạnh',
  'Hiền',
  'Hoa',
  'Hương',
  'Huyền',
  'Lan',
  'Linh',
  'Loan',
  'Ly',
  'Mai',
  'My',
  'Nga',
  'Ngân',
  'Ngọc',
  'Nhi',
  'Nhung',
  'Oanh',
  'Phương',
  'Quyên',
  'Quỳnh',
  'Thảo',
  'Thư',
  'Thủy',
  'Trang',
  'Trâm',
  'Trinh',
  'Tuyết',
  'Uyên',
  'Vân',
  'Vy',
  'Yến',
];
const PHONE_PREFIXES = [
  '086',
  '096',
  '097',
  '098',
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
  '091',
  '094',
  '088',
  '083',
  '084',
  '085',
  '081',
  '082',
  '070',
  '076',
  '077',
  '078',
  '079',
  '089',
  '090',
  '093',
];

export const DORMITORIES = [
  { name: 'KTX Khu A', buildings: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'], floors: 10 },
  { name: 'KTX Khu B', buildings: ['B1', 'B2', 'B3', 'B4', 'B5', 'B6'], floors: 15 },
] as const;
export const BUILDINGS = DORMITORIES.flatMap((dorm) =>
  dorm.buildings.map((building) => ({ dormitory: dorm.name, building, floors: dorm.floors })),
);

const familyTable = new WeightedTable(
  FAMILY.map(([name]) => name),
  FAMILY.map(([, share]) => share),
);

export interface Person {
  firstName: string;
  lastName: string;
}

export function vietnameseName(random: Random): Person {
  const female = random.chance(0.55);
  const middle = random.pick(female ? MIDDLE_FEMALE : MIDDLE_MALE);
  return {
    lastName: `${familyTable.draw(random)} ${middle}`,
    firstName: random.pick(female ? GIVEN_FEMALE : GIVEN_MALE),
  };
}

export function phoneNumber(random: Random): string {
  return `${random.pick(PHONE_PREFIXES)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}

export interface StudentSeed extends Person {
  id: string;
  email: string;
  phoneNumber: string;
  dormitory: string;
  building: string;
  room: string;
  /** How often this student orders, relative to the others (heavy-tailed: a few order weekly). */
  activity: number;
}

/** `sv0001@st.tsa.test`…: predictable e-mails so anyone can sign in as a student. */
export function studentEmail(index: number): string {
  return `sv${String(index + 1).padStart(4, '0')}@st.tsa.test`;
}

export function makeStudents(random: Random, count: number): StudentSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const place = random.pick(BUILDINGS);
    const floor = random.int(1, place.floors);
    return {
      id: random.uuid(),
      ...vietnameseName(random),
      email: studentEmail(index),
      phoneNumber: phoneNumber(random),
      dormitory: place.dormitory,
      building: place.building,
      room: `${floor}${String(random.int(1, 24)).padStart(2, '0')}`,
      activity: Math.exp(random.gaussian() * 0.9),
    };
  });
}

export interface StaffSeed extends Person {
  id: string;
  email: string;
  phoneNumber: string;
  /** The building whose pickups and drop-offs this person does most of the time. */
  homeBuilding: string;
}

export const STAFF_COUNT = 12;
export const staffEmail = (index: number) => `staff${String(index + 1).padStart(2, '0')}@tsa.test`;

export function makeStaff(random: Random): StaffSeed[] {
  return Array.from({ length: STAFF_COUNT }, (_, index) => ({
    id: random.uuid(),
    ...vietnameseName(random),
    email: staffEmail(index),
    phoneNumber: phoneNumber(random),
    homeBuilding: BUILDINGS[index % BUILDINGS.length]!.building,
  }));
}
