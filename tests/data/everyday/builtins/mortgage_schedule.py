def main() -> None:
    principal = 200000.0
    annual_rate = 0.045
    years = 30
    r = annual_rate / 12
    n = years * 12
    payment = principal * r / (1 - (1 + r) ** -n)
    print(f"monthly payment: {payment:,.2f}")
    balance = principal
    interest_total = 0.0
    for month in range(1, 13):
        interest = balance * r
        balance -= payment - interest
        interest_total += interest
        if month in (1, 2, 12):
            print(f"month {month:>2}: interest {interest:8.2f} principal {payment - interest:8.2f} balance {balance:12,.2f}")
    print("first-year interest: {:,.2f}".format(interest_total))
    print("total paid: {:,.0f}".format(payment * n), "ratio: {:.2f}".format(payment * n / principal))
