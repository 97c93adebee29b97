CANDIDATES = ["hunter2", "Tr0ub4dor&3", "correcthorsebattery", "P@ssw0rd!", "abc"]
SYMBOLS = {"!", "@", "#", "$", "%", "^", "&", "*"}


def problems(pw, *, min_len=8):
    if len(pw) < min_len:
        yield "too short"
    if not any("0" <= c <= "9" for c in pw):
        yield "no digit"
    if not any(c in SYMBOLS for c in pw):
        yield "no symbol"
    if pw.lower() == pw:
        yield "no capital"


def main() -> None:
    for pw in CANDIDATES:
        found = list(problems(pw))
        verdict = "ok" if not found else "; ".join(found)
        print(f"{pw!r:>24}: {verdict}")
    strong = [pw for pw in CANDIDATES if not list(problems(pw))]
    print("strong:", strong)
