EVENTS = """2026-12-01T00:00 web1 up
2026-12-01T00:00 web2 up
2026-12-01T03:15 web1 down
2026-12-01T03:45 web1 up
2026-12-01T10:00 web2 down
2026-12-01T12:30 web2 up
2026-12-01T18:20 web1 down
2026-12-01T18:30 web1 up"""

DAY = 24 * 60


def to_min(stamp):
    hh, mm = stamp.split("T")[1].split(":")
    return int(hh) * 60 + int(mm)


def main():
    state = {}
    down_since = {}
    downtime = {}
    for line in EVENTS.splitlines():
        stamp, host, status = line.split()
        t = to_min(stamp)
        if status == "down":
            down_since[host] = t
        elif host in down_since:
            downtime[host] = downtime.get(host, 0) + t - down_since.pop(host)
        state[host] = status
    for host in sorted(state):
        lost = downtime.get(host, 0)
        pct = 100 * (DAY - lost) / DAY
        print(f"{host}: {lost:4d} min down, uptime {pct:.3f}% now {state[host].upper()}")
    worst = max(downtime, key=downtime.get)
    return worst, downtime[worst]
