"""Rank catalogue products for a search query: tokens, casefolding, synonyms and tie-breaks."""
import re
from dataclasses import dataclass

CATALOG = [
    ("SKU-100", "Stainless Steel Water Bottle 750ml", "kitchen", 19.99, 4.6, 1200),
    ("SKU-101", "Insulated Coffee Mug, 350 ml", "kitchen", 14.50, 4.8, 860),
    ("SKU-102", "Trail Running Shoes – Men's", "sports", 89.00, 4.1, 310),
    ("SKU-103", "Running Water Belt with Bottle", "sports", 24.95, 3.9, 95),
    ("SKU-104", "STRASSE Coffee Grinder (Manual)", "kitchen", 42.00, 4.4, 430),
    ("SKU-105", "Yoga Mat Non-Slip 6mm", "sports", 29.99, 4.7, 2100),
    ("SKU-106", "Glass Water Carafe 1L", "kitchen", 17.25, 4.6, 540),
    ("SKU-107", "Kids' Water Bottle (Straw Lid)", "kids", 9.99, 4.2, 1500),
]

SYNONYMS = {"flask": "bottle", "cup": "mug", "sneakers": "shoes", "jogging": "running"}


@dataclass(frozen=True)
class Product:
    sku: str
    title: str
    category: str
    price: float
    rating: float
    reviews: int

    def tokens(self):
        return set(tokenize(self.title))


def tokenize(text):
    words = re.findall(r"[^\W_]+", text.casefold())
    return [SYNONYMS.get(w, w) for w in words]


def score(product, query_tokens):
    title_tokens = product.tokens()
    hits = sum(1 for q in query_tokens if q in title_tokens)
    prefix = sum(1 for q in query_tokens for t in title_tokens if t != q and t.startswith(q))
    return hits * 10 + prefix * 3 + product.rating


def search(products, query, max_price=None, limit=4):
    q = tokenize(query)
    candidates = [p for p in products if max_price is None or p.price <= max_price]
    ranked = sorted(candidates, key=lambda p: (-score(p, q), p.price, p.sku))
    return [(p, score(p, q)) for p in ranked if score(p, q) >= 10][:limit]


def main():
    products = [Product(*row) for row in CATALOG]
    queries = [("water flask", None), ("coffee", None), ("jogging sneakers", 100), ("WATER", 18),
               ("straße", None), ("mat", None), ("teapot", None)]
    for query, cap in queries:
        found = search(products, query, cap)
        cap_txt = f" under ${cap}" if cap else ""
        print(f"'{query}'{cap_txt}: {len(found)} result(s)")
        for p, s in found:
            print(f"   {s:5.1f}  {p.sku}  {p.title:<36.36} ${p.price:>6.2f}  {'★' * round(p.rating)}")
    by_cat = {}
    for p in products:
        by_cat.setdefault(p.category, []).append(p)
    for cat, items in sorted(by_cat.items()):
        top = max(items, key=lambda p: (p.rating, p.reviews))
        avg = sum(p.price for p in items) / len(items)
        print(f"{cat:>8}: {len(items)} items, avg ${avg:.2f}, best rated {top.sku}")
    popular = sorted(products, key=lambda p: p.reviews, reverse=True)[:3]
    print("most reviewed:", [f"{p.sku}({p.reviews:,})" for p in popular])
    print("casefold vs lower:", "Straße".casefold(), "Straße".lower())
    try:
        products[0].price = 1
    except AttributeError as exc:
        print("frozen:", type(exc).__name__)
    return len(products)


if __name__ == "__main__":
    main()
