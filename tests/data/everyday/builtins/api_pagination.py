def fetch_page(items: list, page: int, size: int) -> dict:
    start = (page - 1) * size
    chunk = items[start:start + size]
    pages = -(-len(items) // size)
    return {"page": page, "of": pages, "items": chunk, "next": page + 1 if page < pages else None}


def main() -> None:
    items = [f"user-{n:03d}" for n in range(1, 24)]
    page = 1
    seen = []
    while page is not None:
        resp = fetch_page(items, page, 7)
        seen.extend(resp["items"])
        print("page {page}/{of}: {n} items, first={first}".format(page=resp["page"], of=resp["of"], n=len(resp["items"]), first=resp["items"][0]))
        page = resp["next"]
    print("all seen:", seen == items, "last:", seen[-1], "ids:", sum(map(lambda s: int(s.split("-")[1]), seen)))
