BLOCKLIST = ["spam.biz", "phish.io", "bad.example"]
VISITS = ["news.org", "shop.com", "phish.io", "docs.dev"]


def scanned(hosts):
    for h in hosts:
        print("checking", h)
        yield h


def main() -> None:
    if "phish.io" in scanned(VISITS):
        print("blocked host visited")
    hits = [v for v in VISITS if v in (b for b in BLOCKLIST)]
    print("hits:", hits)
    print("clean:", "spam.biz" not in scanned(VISITS))


if __name__ == "__main__":
    main()
