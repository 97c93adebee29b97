"""A ledger whose accounts and rates are prepared at import with `with`, `match` and `del`."""
import contextlib

RATES = {"usd": 1.0, "eur": 1.08, "gbp": 1.27, "old": 0.5}
LOG = []


class Section:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        LOG.append(f"begin {self.name}")
        return self

    def __exit__(self, kind, value, tb):
        LOG.append(f"end {self.name}" + (f" ({kind.__name__})" if kind else ""))
        return kind is KeyError


with contextlib.suppress(KeyError):
    del RATES["old"]
    del RATES["older"]

with Section("accounts") as section:
    ACCOUNTS = {name: 0.0 for name in ("cash", "bank", "card")}
    ACCOUNTS["missing"] += 1

MODE = "strict"
match MODE.split("-"):
    case ["strict"]:
        TOLERANCE = 0.0
    case ["loose", amount]:
        TOLERANCE = float(amount)
    case _:
        TOLERANCE = None

ROUNDS = 3
ROUNDS -= 1
ROUNDS **= 2


def post(account, amount, currency="usd"):
    value = amount * RATES[currency]
    if account not in ACCOUNTS:
        raise KeyError(account)
    ACCOUNTS[account] = round(ACCOUNTS[account] + value, 2)
    LOG.append(f"post {account} {value:.2f}")


def main():
    print(sorted(RATES), section.name, TOLERANCE, ROUNDS)
    post("cash", 10)
    post("bank", 20, "eur")
    try:
        post("crypto", 5)
    except KeyError as e:
        print("no account", e)
    print(ACCOUNTS)
    print("\n".join(LOG))
    return len(LOG)


if __name__ == "__main__":
    main()
