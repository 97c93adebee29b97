import csv
import io

SALES = """region,rep,amount,note
North,alice,1200.50,"repeat customer"
South,bob,830,"paid late, with fee"
North,carol,415.25,
East,dave,2000,"said ""call me"" twice"
South,erin,99.99,"multi
line note"
"""


def main():
    totals = {}
    notes = []
    reader = csv.DictReader(io.StringIO(SALES))
    for row in reader:
        totals[row["region"]] = totals.get(row["region"], 0.0) + float(row["amount"])
        if row["note"]:
            notes.append((row["rep"], row["note"]))
    print("fields:", reader.fieldnames, "lines read:", reader.line_num)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["region", "total", "share"])
    grand = sum(totals.values())
    for region in sorted(totals, key=lambda r: -totals[r]):
        writer.writerow([region, round(totals[region], 2), f"{totals[region] / grand:.1%}"])
    print(out.getvalue(), end="")
    for rep, note in notes:
        print(f"{rep}: {note!r}")
    return len(totals)
