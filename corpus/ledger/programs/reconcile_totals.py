import clauz3
from tools.ledger.trusted.effects import daily_totals, post_fee


def signed(n: int) -> str:
    return ("+" if n >= 0 else "") + str(n)


def main() -> int:
    expected = {"ops": 12_000, "payroll": 900_000, "vendors": 45_500, "legal": 3_000}
    reported = daily_totals("2024-06-01")
    issues = {}
    for account in expected:
        got = reported.get(account)
        if got is None:
            issues.setdefault("missing", []).append(account)
        elif got != expected[account]:
            issues.setdefault("mismatch", []).append(account + ":" + signed(got - expected[account]))
    extra = set(reported.keys()).difference(set(expected.keys()))
    if extra:
        issues["unexpected"] = sorted(extra)
    dropped = reported.pop("suspense", 0)
    merged = dict(expected)
    merged.update(reported)
    print("accounts seen:", sorted(merged.keys()))
    print("suspense dropped:", dropped)
    for kind, items in issues.items():
        print(f"{kind:>10}: {' '.join(items)}")
    penalty = 10 * len(issues.get("mismatch", []))
    if penalty:
        post_fee("ops", penalty)
    return len(issues)
