from dataclasses import dataclass, fields, astuple, field


@dataclass
class Server:
    host: str
    port: int = 22
    cores: int = 2
    tags: list = field(default_factory=list)


def table(rows):
    names = [f.name for f in fields(rows[0])]
    data = [[str(v) for v in astuple(r)] for r in rows]
    widths = [max(len(n), *(len(d[i]) for d in data)) for i, n in enumerate(names)]
    print(" | ".join(n.upper().ljust(w) for n, w in zip(names, widths)))
    print("-+-".join("-" * w for w in widths))
    for d in data:
        print(" | ".join(v.ljust(w) for v, w in zip(d, widths)))


def main():
    servers = [Server("alpha.example", 2222, 8, ["db"]), Server("beta"), Server("gamma.example", cores=32)]
    table(servers)
    defaults = {f.name: f.default for f in fields(Server) if f.name != "tags"}
    print(defaults)
    return sum(s.cores for s in servers)


if __name__ == "__main__":
    main()
