"""Plan paginated API fetches from RFC 8288 Link headers and rewrite page URLs."""
from urllib.parse import parse_qs, parse_qsl, urlencode, urljoin, urlsplit, urlunsplit, quote, unquote

RESPONSES = [
    '<https://api.example.com/v2/issues?state=open&page=2&per_page=50>; rel="next", '
    '<https://api.example.com/v2/issues?state=open&page=7&per_page=50>; rel="last"',
    '<https://api.example.com/v2/issues?state=open&page=1&per_page=50>; rel="first", '
    '<https://api.example.com/v2/issues?state=open&page=1&per_page=50>; rel="prev", '
    '</v2/issues?state=open&page=3&per_page=50>; rel="next"; title="page three"',
    '<https://api.example.com/v2/search?q=label%3Abug+sort%3Aupdated&page=2>; rel="next"',
]


def parse_link_header(value: str) -> dict[str, dict[str, str]]:
    links = {}
    for part in value.split(","):
        section = [s.strip() for s in part.split(";")]
        url = section[0].strip("<>")
        params = {}
        for p in section[1:]:
            key, _, val = p.partition("=")
            params[key.strip()] = val.strip().strip('"')
        links[params.pop("rel")] = {"url": url, **params}
    return links


def with_page_size(url: str, size: int) -> str:
    parts = urlsplit(url)
    query = dict(parse_qsl(parts.query))
    query["per_page"] = str(size)
    query["page"] = str(int(query.get("page", "1")))
    return urlunsplit(parts._replace(query=urlencode(sorted(query.items()))))


def main():
    base = "https://api.example.com/v2/issues?state=open"
    for i, header in enumerate(RESPONSES, 1):
        links = parse_link_header(header)
        print(f"response {i}: rels={sorted(links)}")
        for rel, info in sorted(links.items()):
            absolute = urljoin(base, info["url"])
            page = parse_qs(urlsplit(absolute).query).get("page", ["?"])[0]
            extra = f" title={info['title']!r}" if "title" in info else ""
            print(f"  {rel:<5} page {page:>2} {absolute}{extra}")
    last = parse_link_header(RESPONSES[0])["last"]["url"]
    total_pages = int(parse_qs(urlsplit(last).query)["page"][0])
    plan = [with_page_size(f"{base}&page={p}", 100) for p in range(1, (total_pages * 50 + 99) // 100 + 1)]
    print(f"{total_pages} pages of 50 -> {len(plan)} pages of 100:")
    for url in plan:
        print("  GET", url)
    q = parse_qs(urlsplit(parse_link_header(RESPONSES[2])["next"]["url"]).query)
    print("search terms:", q["q"][0].split())
    print(quote("label:bug sort:updated"), unquote("a%2Fb%20c"), urlencode({"q": "x y", "tags": ["a", "b"]}, doseq=True))
    print(urlsplit("https://user@api.example.com:8443/p;x?y=1#frag"))
    return len(plan)


if __name__ == "__main__":
    main()
