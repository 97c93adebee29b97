TSV = "id\tname\tqty\n1\tbolts\t250\n22\tnuts\t75\n333\twashers\t1200"


def main() -> None:
    print(TSV.expandtabs(8))
    print(TSV.expandtabs(4))
    print(TSV.expandtabs())
    lines = TSV.splitlines()
    header = lines[0].split("\t")
    records = [dict(zip(header, line.split("\t"))) for line in lines[1:]]
    total = sum([int(r["qty"]) for r in records])
    print("records:", len(records), "total qty:", total)
    print("widest name:", max([r["name"] for r in records], key=len))
    print("ids padded:", [r["id"].zfill(4) for r in records])
