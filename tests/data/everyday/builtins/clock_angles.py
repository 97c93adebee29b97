def main() -> None:
    for text in ("3:00", "12:30", "9:45", "6:00", "11:59", "2:20"):
        h, m = map(int, text.split(":"))
        hour_angle = (h % 12) * 30 + m * 0.5
        minute_angle = m * 6
        angle = abs(hour_angle - minute_angle)
        angle = min(angle, 360 - angle)
        print(f"{text:>5} hour={hour_angle:6.1f} minute={minute_angle:5.1f} between={angle:g}")
    right = [t for t in ("3:00", "9:00", "6:30") if abs((int(t.split(":")[0]) % 12) * 30 + int(t.split(":")[1]) * 0.5 - int(t.split(":")[1]) * 6) in (90, 270)]
    print("right angles:", right)
