import shlex
import statistics
from collections import defaultdict

LOGS = r'''
level=info method=GET path=/api/users status=200 duration=12ms user="alice smith"
level=info method=GET path=/api/users status=200 duration=18ms user=bob
level=warn method=POST path=/api/orders status=429 duration=3ms msg="rate limited" user=bob
level=info method=POST path=/api/orders status=201 duration=145ms user="alice smith"
level=error method=GET path=/api/reports status=500 duration=2.5s msg="upstream \"reports\" timed out"
level=info method=GET path=/api/users status=304 duration=4ms
level=info method=DELETE path=/api/orders/9 status=204 duration=22ms user=carol
'''


def parse_line(line: str) -> dict[str, str]:
    return dict(tok.split("=", 1) for tok in shlex.split(line))


def to_ms(d: str) -> float:
    if d.endswith("ms"):
        return float(d[:-2])
    if d.endswith("s"):
        return float(d[:-1]) * 1000
    raise ValueError(d)


def route(path: str) -> str:
    return "/".join(":id" if p.isdigit() else p for p in path.split("/"))


def main():
    rows = [parse_line(l) for l in LOGS.strip().splitlines()]
    by_route: dict[str, list[float]] = defaultdict(list)
    for r in rows:
        by_route[f"{r['method']} {route(r['path'])}"].append(to_ms(r["duration"]))
    print(f"{'route':<24}{'n':>3}{'p50':>9}{'max':>9}")
    for key in sorted(by_route):
        ds = by_route[key]
        print(f"{key:<24}{len(ds):>3}{statistics.median(ds):>9.1f}{max(ds):>9.1f}")
    levels = defaultdict(int)
    for r in rows:
        levels[r["level"]] += 1
    print(dict(levels))
    for r in rows:
        if "msg" in r:
            print(f"{r['status']}: {r['msg']}")
    users = sorted({r.get("user", "-") for r in rows})
    print("users:", users)
    print(shlex.quote("it's here"), shlex.join(["echo", "a b", "c"]))
    errors = sum(int(r["status"]) >= 400 for r in rows)
    print(f"error rate {errors}/{len(rows)} = {errors / len(rows):.1%}")
    return errors


if __name__ == "__main__":
    main()
