def main() -> None:
    sales = {
        "north": {"q1": [120, 80], "q2": [95], "q3": []},
        "south": {"q1": [60], "q2": [70, 75, 10], "q3": [200]},
        "west": {"q1": [], "q2": [], "q3": [15]},
    }
    quarters = sorted({q for region in sales.values() for q in region})
    print("region " + " ".join([q.rjust(6) for q in quarters]) + "  total")
    grand = 0
    for region in sorted(sales):
        row = [sum(sales[region].get(q, [])) for q in quarters]
        grand += sum(row)
        print(f"{region:<7}" + " ".join([str(v).rjust(6) for v in row]) + f"{sum(row):>7}")
    col = [sum([sum(sales[r][q]) for r in sales]) for q in quarters]
    print("total  " + " ".join([str(v).rjust(6) for v in col]) + f"{grand:>7}")
    print("empty quarters:", [(r, q) for r in sales for q in quarters if not sales[r][q]])
