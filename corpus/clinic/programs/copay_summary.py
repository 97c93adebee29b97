import clauz3
from tools.clinic.trusted.effects import copay


def main() -> float:
    visits = [
        ("p-1", "checkup"), ("p-2", "urgent"), ("p-3", "followup"),
        ("p-1", "followup"), ("p-4", "urgent"), ("p-5", "checkup"),
    ]
    per_kind = {}
    amounts = []
    for patient, kind in visits:
        amount = copay(patient, kind)
        amounts.append(amount)
        per_kind[kind] = per_kind.get(kind, 0.0) + amount
    total = sum(amounts)
    mean = total / len(amounts)
    spread = max(amounts) - min(amounts)
    print(f"total {total:.2f}  mean {mean:.3f}  spread {spread:.1f}")
    for kind in sorted(per_kind.keys()):
        share = per_kind[kind] / total * 100 if total else 0.0
        print(f"  {kind:<9}{per_kind[kind]:>8.2f} {share:>5.1f}%")
    print("raw floats:", 0.1 + 0.2, 1 / 3, 2.0 ** -2, 7.0 // 2, -7.5 % 2, float("1e3"), abs(-2.5))
    return round(mean, 2)
