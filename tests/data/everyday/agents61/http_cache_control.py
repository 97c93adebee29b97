"""Parse Cache-Control/Expires/Age headers and decide whether cached responses are still fresh."""
from email.utils import parsedate_to_datetime, format_datetime
from datetime import datetime, timedelta, timezone
from typing import Optional

NOW = datetime(2024, 4, 10, 12, 0, 0, tzinfo=timezone.utc)


def parse_cache_control(value: str) -> dict:
    directives = {}
    for part in value.split(","):
        part = part.strip()
        if not part:
            continue
        name, sep, arg = part.partition("=")
        name = name.strip().lower()
        arg = arg.strip().strip('"')
        if sep and arg.isdigit():
            directives[name] = int(arg)
        else:
            directives[name] = arg if sep else True
    return directives


def freshness_lifetime(headers: dict, shared: bool) -> Optional[timedelta]:
    cc = parse_cache_control(headers.get("Cache-Control", ""))
    if shared and "s-maxage" in cc:
        return timedelta(seconds=cc["s-maxage"])
    if "max-age" in cc:
        return timedelta(seconds=cc["max-age"])
    if "Expires" in headers:
        try:
            expires = parsedate_to_datetime(headers["Expires"])
        except (TypeError, ValueError):
            return timedelta(0)
        return expires - parsedate_to_datetime(headers["Date"])
    if "Last-Modified" in headers:
        age = parsedate_to_datetime(headers["Date"]) - parsedate_to_datetime(headers["Last-Modified"])
        return age / 10  # heuristic freshness
    return None


def decide(name: str, headers: dict, stored_at: datetime, shared=False) -> str:
    cc = parse_cache_control(headers.get("Cache-Control", ""))
    if cc.get("no-store") or (shared and cc.get("private")):
        return "not cacheable"
    lifetime = freshness_lifetime(headers, shared)
    if lifetime is None:
        return "no freshness info -> revalidate"
    age = NOW - stored_at + timedelta(seconds=int(headers.get("Age", 0)))
    if cc.get("no-cache"):
        return f"must revalidate (age {age})"
    if age < lifetime:
        return f"fresh for another {lifetime - age}"
    if "stale-while-revalidate" in cc and age < lifetime + timedelta(seconds=cc["stale-while-revalidate"]):
        return "stale, serve while revalidating"
    return f"stale by {age - lifetime}"


def main():
    base = "Wed, 10 Apr 2024 11:00:00 GMT"
    responses = {
        "logo.png": {"Cache-Control": "public, max-age=86400, immutable", "Date": base},
        "api/user": {"Cache-Control": "private, max-age=60", "Date": base},
        "feed.xml": {"Cache-Control": 's-maxage=600, max-age=30, stale-while-revalidate="4000"', "Date": base, "Age": "120"},
        "old.css": {"Date": base, "Expires": "Wed, 10 Apr 2024 11:30:00 GMT"},
        "doc.html": {"Date": base, "Last-Modified": "Mon, 01 Apr 2024 11:00:00 GMT"},
        "bad.js": {"Date": base, "Expires": "0"},
        "token": {"Cache-Control": "no-store", "Date": base},
        "index": {"Cache-Control": "no-cache", "Date": base},
        "misc": {"Date": base},
    }
    stored = parsedate_to_datetime(base)
    for shared in (False, True):
        print("shared cache" if shared else "browser cache")
        for name, headers in responses.items():
            print(f"  {name:<9} {decide(name, headers, stored, shared)}")
    print(parse_cache_control('max-age=0, must-revalidate, community="UCI"'))
    print(format_datetime(NOW, usegmt=True), parsedate_to_datetime(base).isoformat())


if __name__ == "__main__":
    main()
