JOBS = ("backup 0 2", "report 30 9", "cleanup 15 */6", "ping */20 *")


def expand(field: str, limit: int) -> list:
    if field == "*":
        return list(range(limit))
    if field.startswith("*/"):
        step = int(field.removeprefix("*/"))
        return list(range(0, limit, step))
    return sorted(map(int, field.split(",")))


def main() -> None:
    now = (8, 50)
    for job in JOBS:
        name, minute, hour = job.split()
        times = [(h, m) for h in expand(hour, 24) for m in expand(minute, 60)]
        upcoming = [t for t in times if t > now]
        nxt = min(upcoming) if upcoming else min(times)
        print(f"{name:<8} runs {len(times):>3}x/day next {nxt[0]:02d}:{nxt[1]:02d}")
    print("fields:", [len(j.split()) - 1 for j in JOBS], "star jobs:", [j.split()[0] for j in JOBS if "*" in j])
