import clauz3
from tools.clinic.trusted.effects import cancel, notify

NO_SHOW_LIMIT = 0.25


def main() -> tuple[int, float]:
    history = [
        ("p-0007", 10, 1, "oka-22-09"),
        ("p-1042", 4, 3, "amr-22-10"),
        ("p-2210", 0, 0, ""),
        ("p-3391", 6, 4, "lin-23-14"),
    ]
    cancelled = 0
    worst = 0.0
    for patient, kept, missed, upcoming in history:
        visits = kept + missed
        rate = missed / visits if visits else 0.0
        worst = max(worst, rate)
        flag = "HIGH" if rate > NO_SHOW_LIMIT else "ok"
        print(f"{patient} kept={kept:>2} missed={missed:>2} rate={rate * 100:.1f}% {flag}")
        if rate > NO_SHOW_LIMIT and upcoming:
            if cancel(upcoming, "repeated no-shows"):
                cancelled += 1
            notify(patient, "Your next appointment needs confirmation by phone within 48 hours.")
    everyone_seen = all([kept + missed > 0 for _, kept, missed, _ in history])
    anyone_perfect = any([missed == 0 and kept > 0 for _, kept, missed, _ in history])
    print("all seen:", everyone_seen, "any perfect:", anyone_perfect, "worst:", round(worst, 3))
    return cancelled, worst
