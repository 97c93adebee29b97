"""Incident response metrics: time to acknowledge / resolve, per severity and service."""
import statistics
from datetime import datetime, timedelta
from itertools import groupby
from operator import itemgetter

INCIDENTS = [
    {"id": "INC-101", "service": "api", "sev": 1, "opened": "2024-05-01T09:12:00", "acked": "2024-05-01T09:15:30", "resolved": "2024-05-01T10:02:00"},
    {"id": "INC-102", "service": "db", "sev": 2, "opened": "2024-05-02T22:40:00", "acked": "2024-05-02T23:05:00", "resolved": "2024-05-03T01:10:00"},
    {"id": "INC-103", "service": "api", "sev": 3, "opened": "2024-05-03T14:00:00", "acked": "2024-05-03T15:20:00", "resolved": "2024-05-03T18:45:00"},
    {"id": "INC-104", "service": "web", "sev": 2, "opened": "2024-05-04T08:05:00", "acked": "2024-05-04T08:09:00", "resolved": "2024-05-04T08:55:00"},
    {"id": "INC-105", "service": "db", "sev": 1, "opened": "2024-05-05T03:30:00", "acked": "2024-05-05T03:31:00", "resolved": "2024-05-05T05:00:00"},
    {"id": "INC-106", "service": "api", "sev": 2, "opened": "2024-05-06T11:11:00", "acked": "2024-05-06T11:40:00", "resolved": None},
    {"id": "INC-107", "service": "web", "sev": 3, "opened": "2024-05-07T16:20:00", "acked": "2024-05-07T18:00:00", "resolved": "2024-05-08T09:00:00"},
]
SLA_ACK = {1: timedelta(minutes=5), 2: timedelta(minutes=30), 3: timedelta(hours=2)}


def parse(ts):
    return datetime.fromisoformat(ts) if ts else None


def pretty(seconds: float) -> str:
    td = timedelta(seconds=round(seconds))
    h, rem = divmod(td.seconds, 3600)
    m, s = divmod(rem, 60)
    days = f"{td.days}d " if td.days else ""
    return f"{days}{h:02}:{m:02}:{s:02}"


def main():
    rows = []
    for inc in INCIDENTS:
        opened, acked, resolved = (parse(inc[k]) for k in ("opened", "acked", "resolved"))
        tta = (acked - opened).total_seconds()
        ttr = (resolved - opened).total_seconds() if resolved else None
        breach = acked - opened > SLA_ACK[inc["sev"]]
        rows.append({**inc, "tta": tta, "ttr": ttr, "breach": breach})

    print(f"{'id':<8}{'svc':<5}{'sev':>3}  {'ack':>9}  {'resolve':>11}  sla")
    for r in rows:
        ttr = pretty(r["ttr"]) if r["ttr"] is not None else "open"
        print(f"{r['id']:<8}{r['service']:<5}{r['sev']:>3}  {pretty(r['tta']):>9}  {ttr:>11}  {'BREACH' if r['breach'] else 'ok'}")

    print("\nby severity:")
    for sev, group in groupby(sorted(rows, key=itemgetter("sev")), key=itemgetter("sev")):
        group = list(group)
        ttas = [g["tta"] for g in group]
        ttrs = [g["ttr"] for g in group if g["ttr"] is not None]
        print(f"  sev{sev}: n={len(group)} MTTA={pretty(statistics.mean(ttas))} "
              f"median TTR={pretty(statistics.median(ttrs)) if ttrs else '-'}")

    print("\nby service (resolved only):")
    services = sorted({r["service"] for r in rows})
    for svc in services:
        ttrs = [r["ttr"] / 3600 for r in rows if r["service"] == svc and r["ttr"] is not None]
        spread = statistics.stdev(ttrs) if len(ttrs) > 1 else 0.0
        print(f"  {svc:<4} mean {statistics.fmean(ttrs):6.2f}h  stdev {spread:5.2f}h  max {max(ttrs):.2f}h")

    breaches = sum(r["breach"] for r in rows)
    still_open = [r["id"] for r in rows if r["ttr"] is None]
    print(f"\nack SLA breaches: {breaches}/{len(rows)} ({breaches / len(rows):.1%})")
    print("still open:", still_open)
    return breaches


if __name__ == "__main__":
    main()
