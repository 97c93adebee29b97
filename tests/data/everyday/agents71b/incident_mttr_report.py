from datetime import datetime, timedelta
from collections import defaultdict
import statistics

EVENTS = [
    "2024-10-02T03:14:00Z INC-41 detected sev2 checkout latency",
    "2024-10-02T03:21:30Z INC-41 acknowledged by maya",
    "2024-10-02T04:02:00Z INC-41 mitigated",
    "2024-10-02T05:45:00Z INC-41 resolved",
    "2024-10-09T11:00:00Z INC-42 detected sev1 payments down",
    "2024-10-09T11:02:10Z INC-42 acknowledged by lee",
    "2024-10-09T11:19:00Z INC-42 mitigated",
    "2024-10-09T12:00:00Z INC-42 resolved",
    "2024-10-15T22:40:00Z INC-43 detected sev3 search relevance",
    "2024-10-16T08:05:00Z INC-43 acknowledged by maya",
    "2024-10-16T15:30:00Z INC-43 resolved",
    "2024-10-28T09:00:00Z INC-44 detected sev2 email delays",
    "2024-10-28T09:30:00Z INC-44 acknowledged by omar",
]

TARGET_ACK = {"sev1": timedelta(minutes=5), "sev2": timedelta(minutes=15), "sev3": timedelta(hours=8)}


def parse(line):
    stamp, inc, kind, *rest = line.split()
    when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ")
    return when, inc, kind, rest


def human(td):
    total = int(td.total_seconds())
    h, rem = divmod(total, 3600)
    m, s = divmod(rem, 60)
    parts = [f"{h}h" if h else "", f"{m}m" if m else "", f"{s}s" if s else ""]
    return "".join(parts) or "0s"


def main():
    incidents = defaultdict(dict)
    for line in EVENTS:
        when, inc, kind, rest = parse(line)
        rec = incidents[inc]
        rec[kind] = when
        if kind == "detected":
            rec["sev"], rec["title"] = rest[0], " ".join(rest[1:])
        elif kind == "acknowledged":
            rec["by"] = rest[-1]

    tta, ttr = [], []
    now = datetime(2024, 10, 28, 12, 0)
    for inc, rec in sorted(incidents.items()):
        ack = rec["acknowledged"] - rec["detected"]
        tta.append(ack)
        end = rec.get("resolved")
        if end:
            ttr.append(end - rec["detected"])
        late = " LATE-ACK" if ack > TARGET_ACK[rec["sev"]] else ""
        mit = human(rec["mitigated"] - rec["detected"]) if "mitigated" in rec else "-"
        res = human(end - rec["detected"]) if end else f"open {human(now - rec['detected'])}"
        print(f"{inc} {rec['sev']} {rec['title']:<18} ack {human(ack):>7} by {rec['by']:<5} mitigate {mit:>6} resolve {res}{late}")

    mtta = sum(tta, timedelta()) / len(tta)
    mttr = sum(ttr, timedelta()) / len(ttr)
    print("MTTA:", human(mtta), "| MTTR:", human(mttr), "| median TTR:", statistics.median(ttr))
    by_person = defaultdict(list)
    for rec in incidents.values():
        by_person[rec["by"]].append(rec["sev"])
    print({k: sorted(v) for k, v in sorted(by_person.items())})
    week = lambda d: d.isocalendar().week
    print("incidents per ISO week:", dict(sorted({week(r["detected"]): sum(1 for x in incidents.values() if week(x["detected"]) == week(r["detected"])) for r in incidents.values()}.items())))
    print(max(ttr) // timedelta(minutes=1), "minutes longest;", timedelta(hours=1) * 1.5, mttr.total_seconds())
    return human(mttr)


if __name__ == "__main__":
    main()
