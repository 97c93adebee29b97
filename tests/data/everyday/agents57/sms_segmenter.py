"""Split outgoing SMS messages into segments (GSM-7 vs UCS-2) and estimate cost."""
import textwrap
import string

GSM_BASIC = set(string.ascii_letters + string.digits + " @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!\"#¤%&'()*+,-./:;<=>?¡ÄÖÑÜ§¿äöñüà")
GSM_EXTENDED = set("^{}\\[~]|€")
PRICE_PER_SEGMENT = 0.0075


def encoding(text):
    if all(c in GSM_BASIC or c in GSM_EXTENDED for c in text):
        return "GSM-7"
    return "UCS-2"


def units(text):
    return sum(2 if c in GSM_EXTENDED else 1 for c in text)


def segment(text):
    enc = encoding(text)
    single, multi = (160, 153) if enc == "GSM-7" else (70, 67)
    length = units(text) if enc == "GSM-7" else len(text)
    if length <= single:
        return enc, [text]
    parts = textwrap.wrap(text, multi, break_long_words=True, drop_whitespace=False)
    # An extended char counts twice; re-split any part that overflows.
    fixed = []
    for p in parts:
        while enc == "GSM-7" and units(p) > multi:
            cut = multi
            while units(p[:cut]) > multi:
                cut -= 1
            fixed.append(p[:cut])
            p = p[cut:]
        fixed.append(p)
    return enc, fixed


def main():
    messages = {
        "otp": "Your code is 493021. It expires in 10 minutes.",
        "promo": "Summer sale! Get 20% off everything in store and online this weekend only. "
                 "Use code SUN20 at checkout. Terms apply, see shop.example/terms for details. "
                 "Reply STOP to opt out.",
        "emoji": "Your parcel is on its way 🚚 and will arrive tomorrow between 9 and 12. Track it in the app. Thanks!",
        "euro": "Invoice [2024-118]: total €1,250.00 {due in 30 days} ~ pay via bank transfer | ref ~ACME~",
    }
    grand = 0
    for name, text in messages.items():
        enc, parts = segment(text)
        grand += len(parts)
        print(f"{name:<6} {enc:<5} chars={len(text):>3} units={units(text):>3} segments={len(parts)}")
        for i, p in enumerate(parts, 1):
            preview = p if len(p) <= 40 else p[:37] + "..."
            print(f"    {i}/{len(parts)} [{len(p):>3}] {preview!r}")
    recipients = 1250
    cost = grand * recipients * PRICE_PER_SEGMENT
    print(f"campaign: {grand} segments x {recipients:,} recipients = ${cost:,.2f}")
    print(textwrap.shorten(messages["promo"], width=50, placeholder=" [...]"))


if __name__ == "__main__":
    main()
