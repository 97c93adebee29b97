import clauz3
from tools.ledger.trusted.effects import balance, list_accounts, post_fee


def main() -> str:
    accounts = list_accounts("")
    closing = {}
    for name in accounts:
        closing[name] = balance(name)
    total = sum(list(closing.values()))
    print(f"closing {len(closing)} accounts, total {total}")
    if total > 100_000:
        post_fee("ops", 500)
    negative = [name for name in closing if closing[name] < 0]
    assert not negative
    assert total == 1_065_000, f"books do not balance: {total}"
    return "closed"
