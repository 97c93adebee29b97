"""Capture structured audit logs into a StringIO handler and summarise them."""
import io
import logging

STREAM = io.StringIO()
logger = logging.getLogger("audit.payments")
logger.setLevel(logging.DEBUG)
logger.propagate = False
handler = logging.StreamHandler(STREAM)
handler.setLevel(logging.INFO)
handler.setFormatter(logging.Formatter("%(levelname)-7s %(name)s [%(user)s] %(message)s"))
logger.addHandler(handler)

PAYMENTS = [
    {"user": "ana", "amount": 120.0, "currency": "EUR"},
    {"user": "bo", "amount": -5.0, "currency": "EUR"},
    {"user": "cy", "amount": 15000.0, "currency": "USD"},
    {"user": "dee", "amount": 42.5, "currency": "XYZ"},
    {"user": "ana", "amount": 9.99, "currency": "USD"},
]
LIMIT = 10000
CURRENCIES = {"EUR", "USD", "GBP"}


def process(payment: dict) -> bool:
    extra = {"user": payment["user"]}
    logger.debug("checking %r", payment, extra=extra)
    if payment["amount"] <= 0:
        logger.error("rejected non-positive amount %.2f", payment["amount"], extra=extra)
        return False
    if payment["currency"] not in CURRENCIES:
        logger.warning("unsupported currency %s", payment["currency"], extra=extra)
        return False
    if payment["amount"] > LIMIT:
        logger.warning("amount %s over limit %d, needs review", f"{payment['amount']:,.2f}", LIMIT, extra=extra)
        return False
    logger.info("accepted %.2f %s", payment["amount"], payment["currency"], extra=extra)
    return True


def main():
    accepted = [p for p in PAYMENTS if process(p)]
    text = STREAM.getvalue()
    print(text, end="")
    lines = text.splitlines()
    levels: dict[str, int] = {}
    for line in lines:
        level = line.split()[0]
        levels[level] = levels.get(level, 0) + 1
    print("levels:", levels)
    print("debug lines captured:", sum("checking" in l for l in lines))
    print("accepted:", [p["user"] for p in accepted], "total", sum(p["amount"] for p in accepted))
    print(logging.getLevelName(logging.WARNING), logging.getLevelName(15), logger.isEnabledFor(logging.DEBUG))
    child = logging.getLogger("audit.payments.refunds")
    print("child parent:", child.parent.name, "effective level:", child.getEffectiveLevel())
    logger.removeHandler(handler)
    return len(accepted)


if __name__ == "__main__":
    main()
