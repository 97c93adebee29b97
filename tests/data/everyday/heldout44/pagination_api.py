ITEMS = [f"item-{i:03d}" for i in range(1, 48)]


def paginate(items, page, per_page=10):
    if per_page <= 0:
        raise ValueError("per_page must be positive")
    pages = max(1, -(-len(items) // per_page))
    if not 1 <= page <= pages:
        raise IndexError(f"page {page} out of range 1..{pages}")
    start = (page - 1) * per_page
    return {
        "page": page,
        "pages": pages,
        "items": items[start:start + per_page],
        "has_next": page < pages,
        "has_prev": page > 1,
    }


def main():
    for page, per in [(1, 10), (5, 10), (2, 20), (1, 100), (6, 10), (1, 0)]:
        try:
            result = paginate(ITEMS, page, per)
        except (ValueError, IndexError) as e:
            print(f"page {page}/{per}: {type(e).__name__}: {e}")
            continue
        shown = result["items"]
        summary = f"{shown[0]}..{shown[-1]}" if len(shown) > 1 else shown[0]
        flags = "".join(f for f, on in (("<", result["has_prev"]), (">", result["has_next"])) if on)
        print(f"page {result['page']}/{result['pages']} [{len(shown):>2}] {summary} {flags or '-'}")
    print(ITEMS[-3:], ITEMS[::16], ITEMS[-1:-4:-1])


if __name__ == "__main__":
    main()
