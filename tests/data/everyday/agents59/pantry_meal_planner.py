"""Decide which recipes can be cooked from the pantry and build a shopping list for the rest."""
from collections import Counter, defaultdict

PANTRY = {
    "egg": 6, "flour_g": 500, "milk_ml": 750, "butter_g": 120,
    "rice_g": 400, "onion": 2, "tomato": 3, "cheese_g": 150, "pasta_g": 250,
}

RECIPES = {
    "pancakes": {"egg": 2, "flour_g": 200, "milk_ml": 300, "butter_g": 30},
    "omelette": {"egg": 3, "cheese_g": 50, "onion": 1},
    "risotto": {"rice_g": 300, "onion": 1, "butter_g": 60, "cheese_g": 80, "stock_ml": 900},
    "pasta al pomodoro": {"pasta_g": 250, "tomato": 4, "onion": 1},
    "mac and cheese": {"pasta_g": 200, "cheese_g": 200, "milk_ml": 400, "butter_g": 40},
}


def missing(recipe, stock):
    return {item: qty - stock.get(item, 0) for item, qty in recipe.items() if stock.get(item, 0) < qty}


def portions_possible(recipe, stock):
    return min(stock.get(item, 0) // qty for item, qty in recipe.items())


def plan_week(order, stock):
    stock = Counter(stock)
    cooked, skipped = [], []
    for name in order:
        need = RECIPES[name]
        if missing(need, stock):
            skipped.append(name)
            continue
        stock.subtract(need)
        cooked.append(name)
    return cooked, skipped, +stock


def fmt_qty(item, qty):
    if item.endswith("_g"):
        return f"{qty} g {item[:-2]}"
    if item.endswith("_ml"):
        return f"{qty} ml {item[:-3]}"
    return f"{qty} x {item}"


def main():
    print("What can be cooked right now:")
    for name, need in sorted(RECIPES.items()):
        n = portions_possible(need, PANTRY)
        gaps = missing(need, PANTRY)
        status = f"{n} batch(es)" if n else "missing " + ", ".join(fmt_qty(i, q) for i, q in sorted(gaps.items()))
        print(f"  {name:<18} {status}")

    order = ["omelette", "pancakes", "risotto", "mac and cheese", "pasta al pomodoro", "omelette"]
    cooked, skipped, left = plan_week(order, PANTRY)
    print("\nCooked in order:", ", ".join(cooked))
    print("Skipped:", ", ".join(skipped) or "nothing")
    print("Left over:", ", ".join(fmt_qty(i, q) for i, q in sorted(left.items())))

    shopping = defaultdict(int)
    for name in skipped:
        for item, qty in RECIPES[name].items():
            shopping[item] += qty
    for item, have in left.items():
        if item in shopping:
            shopping[item] = max(0, shopping[item] - have)
    print("\nShopping list:")
    for item, qty in sorted(shopping.items(), key=lambda kv: (-kv[1], kv[0])):
        if qty:
            print("  -", fmt_qty(item, qty))
    used = Counter(PANTRY) - left
    print("\nMost used:", used.most_common(3))


if __name__ == "__main__":
    main()
