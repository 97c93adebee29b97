import clauz3
from tools.ledger.trusted.effects import balance, transfer


def bonus_for(score: int, base: int) -> int:
    multiplier = 1 + score // 20
    return base * multiplier ** 2


def main() -> int:
    team = [("hana", 35), ("ivo", 58), ("jae", 99)]
    base = 40_000
    pool = balance("payroll")
    print("pool before bonuses:", pool)
    paid = 0
    for person, score in team:
        amount = bonus_for(score, base)
        print(f"{person}: score {score} -> bonus {amount}")
        transfer("payroll", person, amount, memo=f"bonus q2 ({score})", dry_run=False)
        paid += amount
    return paid
