"""Walk a paginated JSON API (simulated) with cursors and aggregate the results."""
import json
from collections import Counter

PAGES = {
    None: '{"items": [{"id": 1, "status": "open", "labels": ["bug"]}, {"id": 2, "status": "closed", "labels": []}], "next": "c2"}',
    "c2": '{"items": [{"id": 3, "status": "open", "labels": ["bug", "ui"]}, {"id": 4, "status": "open", "labels": ["docs"]}], "next": "c3"}',
    "c3": '{"items": [{"id": 5, "status": "closed", "labels": ["ui"]}], "next": null, "meta": {"total": 5, "took_ms": 12.5}}',
}


class ApiError(Exception):
    def __init__(self, status, body):
        self.status = status
        self.body = body
        super().__init__(f"HTTP {status}")


def fetch(cursor):
    if cursor not in PAGES:
        raise ApiError(404, '{"error": "bad cursor"}')
    return json.loads(PAGES[cursor])


def iterate_items(start=None, max_pages=10):
    cursor = start
    for page_number in range(1, max_pages + 1):
        page = fetch(cursor)
        for item in page["items"]:
            yield page_number, item
        cursor = page.get("next")
        if cursor is None:
            meta = page.get("meta", {})
            print(f"(done after {page_number} pages, meta={meta})")
            return


def main():
    by_status = Counter()
    labels = Counter()
    pages_seen = set()
    items = []
    for page_number, item in iterate_items():
        pages_seen.add(page_number)
        by_status[item["status"]] += 1
        labels.update(item["labels"])
        items.append(item)
    print("statuses:", dict(by_status))
    print("labels:", labels.most_common())
    print("pages:", sorted(pages_seen))
    open_ids = [i["id"] for i in items if i["status"] == "open"]
    print("open:", open_ids)
    report = {"open": open_ids, "label_counts": dict(sorted(labels.items())), "unlabelled": [i["id"] for i in items if not i["labels"]]}
    print(json.dumps(report, indent=2, sort_keys=True))
    try:
        list(iterate_items(start="zzz"))
    except ApiError as e:
        print(f"{e}: {json.loads(e.body)['error']} (status {e.status})")
    try:
        json.loads('{"items": [1, 2,]}')
    except json.JSONDecodeError as e:
        print("decode error at line", e.lineno, "col", e.colno, "-", e.msg)
    print(json.dumps({"a": 1.0, "b": None, "c": [True, False], "d": "é"}, ensure_ascii=False))
    print(json.dumps({"a": 1.0, "b": None, "d": "é"}, separators=(",", ":")))


if __name__ == "__main__":
    main()
