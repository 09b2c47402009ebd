-- Catalogue names and free-text addresses compared without case, diacritics or extra spaces
-- ("Ký túc xá  Khu A" = "ky tuc xa khu a"), like foldVietnamese in @tsa/shared, in SQL so the
-- address mapping (modules/dormitories/mapping.ts) runs as set-based updates on PGlite and
-- PostgreSQL alike (PGlite has no unaccent extension). Combining marks go first (decomposed
-- input); letters are translated before lower(), which only knows ASCII under the C locale.
CREATE FUNCTION "tsa_fold"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    lower(translate(regexp_replace("value", '[' || chr(768) || '-' || chr(879) || ']', '', 'g'),
      'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ',
      'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydaaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd')),
    '\s+', ' ', 'g'))
$$;
