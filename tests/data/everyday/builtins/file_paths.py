PATHS = ("/home/ana/docs/report.final.pdf", "src/main.rs", "README", "/tmp/archive.tar.gz", "./notes/todo.txt", "C:/games/save.dat")


def main() -> None:
    for p in PATHS:
        head, sep, name = p.rpartition("/")
        stem, dot, ext = name.rpartition(".")
        if not dot:
            stem, ext = name, ""
        print(f"{p:<32} dir={head or '.':<15} name={stem:<14} ext={ext or '-'}")
    by_ext = {}
    for p in PATHS:
        ext = p.rsplit(".", 1)[-1] if "." in p.rsplit("/", 1)[-1] else ""
        by_ext.setdefault(ext, 0)
        by_ext[ext] += 1
    print(by_ext)
    print("absolute:", [p for p in PATHS if p.startswith("/")], "depths:", [p.count("/") for p in PATHS])
