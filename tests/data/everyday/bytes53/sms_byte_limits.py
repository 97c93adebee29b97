MAX_BYTES = 70


def byte_len(text):
    return len(text.encode("utf-8"))


def truncate_utf8(text, limit):
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    cut = data[:limit]
    return cut.decode("utf-8", errors="ignore") + "…"


def split_messages(text, limit):
    parts = []
    current = ""
    for word in text.split():
        candidate = (current + " " + word).strip()
        if byte_len(candidate) > limit and current:
            parts.append(current)
            current = word
        else:
            current = candidate
    if current:
        parts.append(current)
    return parts


def main():
    messages = [
        "Hello there, your parcel is on its way!",
        "Grüße aus München — das Paket kommt morgen früh zwischen 8 und 10 Uhr an.",
        "🚚📦 Delivery update: arriving today 🎉",
    ]
    for m in messages:
        print(len(m), byte_len(m), byte_len(m) > MAX_BYTES, repr(truncate_utf8(m, 24)))
    long_text = " ".join(messages)
    for i, part in enumerate(split_messages(long_text, MAX_BYTES), 1):
        print(i, byte_len(part), part)
    print("é".encode(), "é".encode("latin-1"), "naïve".encode("ascii", "replace"), "naïve".encode("ascii", "ignore"))
    print("€5".encode("ascii", "backslashreplace"), "€5".encode("ascii", "xmlcharrefreplace"))
    try:
        "Zoë".encode("ascii")
    except UnicodeEncodeError as e:
        print("encode failed:", e)
    try:
        b"caf\xc3".decode("utf-8")
    except UnicodeDecodeError as e:
        print("decode failed:", e)
    print(b"caf\xe9".decode("utf-8", "replace"), b"caf\xe9".decode("latin-1"), b"caf\xe9".decode("utf-8", "backslashreplace"))


if __name__ == "__main__":
    main()
