/**
 * Passwords refused whatever the policy's other rules say: the most common ones of public
 * breach lists (that are at least 8 characters) plus Vietnamese favourites.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '66666666', '99999999', '12341234', '11223344', '123123123', '1234512345', '147258369', '123456780',
  '01234567', '012345678', '0123456789', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'qwertyui', 'qwerty123',
  'qwertyuiop', '1qaz2wsx', 'zaq12wsx', 'asdfghjk', 'asdfasdf', 'zxcvbnm1', 'password', 'password1',
  'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'iloveyou1', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'welcome123', 'admin123', 'administrator', 'abcd1234', 'abc12345',
  'abcdefgh', 'aa123456', 'a1234567', 'a12345678', 'letmein1', 'trustno1', 'superman', 'starwars',
  'whatever', 'computer', 'internet', 'michelle', 'jennifer', 'corvette', 'mercedes', 'dragon123',
  'monkey123', 'master123', 'shadow123', 'qazwsxedc', 'changeme', 'secret123', 'test1234', 'testtest',
  'matkhau', 'matkhau1', 'matkhau123', 'matkhaumoi', 'anhyeuem', 'anhyeuem1', 'anhyeuem123', 'emyeuanh',
  'yeuemmai', 'iloveu123', 'vietnam1', 'vietnam123', 'hanoi123', 'saigon123', 'sinhvien', 'sinhvien1',
  'sinhvien123', 'kytucxa', 'kytucxa123', 'giatsay123', 'tsa12345', 'tsa123456', '123456aa', '123456abc',
  'abc123456', 'zxcvbnm123', 'asdf1234', 'asd123456', '1234qwer', 'qwer1234', 'q123456789', 'qwe123456',
]);
