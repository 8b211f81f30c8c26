"""Reads the whole-study ZIP with Python's own zipfile and csv modules (issue 15): a reader not
written by us. Prints, per file, the header, the row count, whether it starts with a UTF-8 BOM,
and which columns hold only numbers or empty cells."""
import csv
import io
import json
import sys
import zipfile

out = {}
with zipfile.ZipFile(sys.argv[1]) as archive:
    for name in archive.namelist():
        # The analysis scripts (analysis/*) are not tables.
        if not name.endswith(".csv"):
            continue
        raw = archive.read(name)
        text = raw.decode("utf-8-sig")
        rows = list(csv.reader(io.StringIO(text, newline="")))
        header, body = rows[0], rows[1:]
        numeric = []
        for i, column in enumerate(header):
            cells = [row[i] for row in body if row[i] != ""]
            try:
                [float(cell) for cell in cells]
                if cells:
                    numeric.append(column)
            except ValueError:
                pass
        out[name] = {"bom": raw.startswith(b"\xef\xbb\xbf"), "header": header, "rows": len(body),
                     "widths": sorted({len(row) for row in body}), "numeric": numeric, "text": text}
print(json.dumps(out))
