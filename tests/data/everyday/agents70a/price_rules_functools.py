from functools import reduce, partial, lru_cache, cmp_to_key, wraps

CART = [("widget", 3, 4.25), ("gadget", 1, 19.99), ("gizmo", 12, 0.80), ("doohickey", 2, 7.50)]


def pct_off(rate, total):
    return total * (1 - rate)


def flat_off(amount, minimum, total):
    return total - amount if total >= minimum else total


def cap(limit, total):
    return min(total, limit)


def logged(fn):
    @wraps(fn)
    def inner(*args):
        result = fn(*args)
        print(f"  {fn.__name__}{args} -> {result}")
        return result
    return inner


@logged
def shipping(weight_kg):
    return 4.99 if weight_kg <= 2 else 4.99 + (weight_kg - 2) * 1.5


@lru_cache(maxsize=None)
def bulk_factor(qty: int) -> float:
    return 1.0 if qty < 5 else 0.9 if qty < 10 else 0.85


def compare_items(a, b):
    # more expensive lines first, then by name
    ta, tb = a[1] * a[2], b[1] * b[2]
    if ta != tb:
        return -1 if ta > tb else 1
    return (a[0] > b[0]) - (a[0] < b[0])


def main():
    lines = sorted(CART, key=cmp_to_key(compare_items))
    subtotal = 0.0
    for name, qty, price in lines:
        line = qty * price * bulk_factor(qty)
        subtotal += line
        print(f"{name:<10} {qty:>3} x {price:>6.2f} = {line:>7.2f}")
    rules = [partial(pct_off, 0.10), partial(flat_off, 5, 50), partial(cap, 60)]
    total = reduce(lambda acc, rule: rule(acc), rules, subtotal)
    print(f"subtotal {subtotal:.2f} -> after rules {total:.2f}")
    print("rule names:", [r.func.__name__ for r in rules], rules[0].args)
    ship = shipping(3.5)
    print(f"grand total: {total + ship:.2f}")
    print("product:", reduce(lambda a, b: a * b, [q for _, q, _ in CART], 1))
    print(bulk_factor.cache_info())
    print(shipping.__name__, shipping.__wrapped__(1))
    return round(total + ship, 2)


if __name__ == "__main__":
    main()
