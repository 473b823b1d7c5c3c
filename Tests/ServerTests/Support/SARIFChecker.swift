/// Checks a decoded SARIF log (JSONSerialization objects) against the parts
/// of the SARIF 2.1.0 schema (sarif-schema-2.1.0.json, errata 01) that
/// wt-lsp writes: required properties, types, enums, minimums, and the
/// properties the schema allows on closed objects. Returns the problems,
/// each with its JSON path.
struct SARIFChecker {
    private(set) var problems: [String] = []

    static func problems(in log: Any) -> [String] {
        var checker = SARIFChecker()
        checker.log(log, "$")
        return checker.problems
    }

    private mutating func fail(_ path: String, _ message: String) { problems.append("\(path): \(message)") }

    private mutating func object(
        _ value: Any?, _ path: String, required: [String] = [], allowed: [String]? = nil
    ) -> [String: Any]? {
        guard let object = value as? [String: Any] else {
            fail(path, "not an object")
            return nil
        }
        for key in required where object[key] == nil { fail(path, "missing \(key)") }
        if let allowed {
            for key in object.keys where !allowed.contains(key) { fail(path, "property \(key) not allowed") }
        }
        return object
    }

    private mutating func array(_ value: Any?, _ path: String, minItems: Int = 0, each: (inout SARIFChecker, Any, String) -> Void) {
        guard let array = value as? [Any] else {
            fail(path, "not an array")
            return
        }
        if array.count < minItems { fail(path, "fewer than \(minItems) items") }
        for (index, item) in array.enumerated() { each(&self, item, "\(path)[\(index)]") }
    }

    private mutating func string(_ value: Any?, _ path: String, oneOf values: [String]? = nil) {
        guard let value else { return }
        guard let string = value as? String else { return fail(path, "not a string") }
        if let values, !values.contains(string) { fail(path, "\(string) not one of \(values)") }
    }

    private mutating func integer(_ value: Any?, _ path: String, minimum: Int) {
        guard let value else { return }
        guard let number = value as? Int else { return fail(path, "not an integer") }
        if number < minimum { fail(path, "\(number) below \(minimum)") }
    }

    private mutating func message(_ value: Any?, _ path: String) {
        guard let message = object(value, path) else { return }
        if message["text"] == nil && message["id"] == nil { fail(path, "needs text or id") }
        string(message["text"], path + ".text")
    }

    private mutating func log(_ value: Any, _ path: String) {
        guard
            let log = object(
                value, path, required: ["version", "runs"],
                allowed: ["$schema", "version", "runs", "inlineExternalProperties", "properties"])
        else { return }
        string(log["$schema"], path + ".$schema")
        string(log["version"], path + ".version", oneOf: ["2.1.0"])
        array(log["runs"], path + ".runs") { $0.run($1, $2) }
    }

    private mutating func run(_ value: Any, _ path: String) {
        guard let run = object(value, path, required: ["tool"]) else { return }
        string(run["columnKind"], path + ".columnKind", oneOf: ["utf16CodeUnits", "unicodeCodePoints"])
        if let tool = object(run["tool"], path + ".tool", required: ["driver"]) {
            let driverPath = path + ".tool.driver"
            if let driver = object(tool["driver"], driverPath, required: ["name"]) {
                string(driver["name"], driverPath + ".name")
                string(driver["version"], driverPath + ".version")
                if driver["rules"] != nil { array(driver["rules"], driverPath + ".rules") { $0.rule($1, $2) } }
            }
        }
        if run["results"] != nil { array(run["results"], path + ".results") { $0.result($1, $2) } }
        if run["invocations"] != nil { array(run["invocations"], path + ".invocations") { $0.invocation($1, $2) } }
    }

    private mutating func invocation(_ value: Any, _ path: String) {
        guard let invocation = object(value, path, required: ["executionSuccessful"]) else { return }
        if !(invocation["executionSuccessful"] is Bool) { fail(path + ".executionSuccessful", "not a boolean") }
        guard invocation["toolExecutionNotifications"] != nil else { return }
        array(invocation["toolExecutionNotifications"], path + ".toolExecutionNotifications") { checker, value, path in
            guard let notification = checker.object(value, path, required: ["message"]) else { return }
            checker.message(notification["message"], path + ".message")
            checker.string(notification["level"], path + ".level", oneOf: ["none", "note", "warning", "error"])
            if notification["locations"] != nil { checker.array(notification["locations"], path + ".locations") { $0.location($1, $2) } }
        }
    }

    private mutating func rule(_ value: Any, _ path: String) {
        guard let rule = object(value, path, required: ["id"]) else { return }
        string(rule["id"], path + ".id")
        if rule["shortDescription"] != nil { message(rule["shortDescription"], path + ".shortDescription") }
        if let configuration = rule["defaultConfiguration"], let object = object(configuration, path + ".defaultConfiguration") {
            string(object["level"], path + ".defaultConfiguration.level", oneOf: ["none", "note", "warning", "error"])
            if let enabled = object["enabled"], !(enabled is Bool) { fail(path + ".defaultConfiguration.enabled", "not a boolean") }
        }
    }

    private mutating func result(_ value: Any, _ path: String) {
        guard let result = object(value, path, required: ["message"]) else { return }
        message(result["message"], path + ".message")
        string(result["ruleId"], path + ".ruleId")
        integer(result["ruleIndex"], path + ".ruleIndex", minimum: -1)
        string(result["level"], path + ".level", oneOf: ["none", "note", "warning", "error"])
        if result["locations"] != nil { array(result["locations"], path + ".locations") { $0.location($1, $2) } }
        if result["fixes"] != nil { array(result["fixes"], path + ".fixes") { $0.fix($1, $2) } }
    }

    private mutating func location(_ value: Any, _ path: String) {
        guard let location = object(value, path) else { return }
        guard let physical = object(location["physicalLocation"], path + ".physicalLocation") else { return }
        if physical["address"] == nil && physical["artifactLocation"] == nil { fail(path, "needs address or artifactLocation") }
        artifactLocation(physical["artifactLocation"], path + ".physicalLocation.artifactLocation")
        if physical["region"] != nil { region(physical["region"], path + ".physicalLocation.region") }
    }

    private mutating func artifactLocation(_ value: Any?, _ path: String) {
        guard let location = object(value, path) else { return }
        string(location["uri"], path + ".uri")
        if let uri = location["uri"] as? String, uri.isEmpty || uri.contains(" ") || uri.contains("\\") {
            fail(path + ".uri", "not a URI reference: \(uri)")
        }
    }

    private mutating func region(_ value: Any?, _ path: String) {
        guard let region = object(value, path) else { return }
        for key in ["startLine", "startColumn", "endLine", "endColumn"] { integer(region[key], "\(path).\(key)", minimum: 1) }
        if region["startLine"] == nil && region["charOffset"] == nil && region["byteOffset"] == nil { fail(path, "no start") }
        // §3.30: the end is not before the start.
        let start = (region["startLine"] as? Int ?? 0, region["startColumn"] as? Int ?? 1)
        let end = (region["endLine"] as? Int ?? start.0, region["endColumn"] as? Int ?? Int.max)
        if end < start { fail(path, "ends before it starts") }
    }

    private mutating func fix(_ value: Any, _ path: String) {
        guard let fix = object(value, path, required: ["artifactChanges"]) else { return }
        if fix["description"] != nil { message(fix["description"], path + ".description") }
        array(fix["artifactChanges"], path + ".artifactChanges", minItems: 1) { checker, value, path in
            guard let change = checker.object(value, path, required: ["artifactLocation", "replacements"]) else { return }
            checker.artifactLocation(change["artifactLocation"], path + ".artifactLocation")
            checker.array(change["replacements"], path + ".replacements", minItems: 1) { checker, value, path in
                guard let replacement = checker.object(value, path, required: ["deletedRegion"]) else { return }
                checker.region(replacement["deletedRegion"], path + ".deletedRegion")
                if let inserted = replacement["insertedContent"], let content = checker.object(inserted, path + ".insertedContent") {
                    checker.string(content["text"], path + ".insertedContent.text")
                }
            }
        }
    }
}
