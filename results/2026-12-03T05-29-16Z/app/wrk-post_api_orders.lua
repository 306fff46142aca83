-- Written by bench-report for POST /api/orders (examples/orders-service/requests/place-order.http).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = "{\"customer\":\"Ada\",\"lines\":[{\"productId\":3,\"quantity\":2},{\"productId\":7,\"quantity\":1}]}"
