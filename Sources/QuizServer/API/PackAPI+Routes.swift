import Foundation
import HTTPTypes
import Hummingbird
import QuizAPI
import QuizCore
import QuizPacks

/// The API's routes on a Hummingbird `Router`: each `APIRoute` at the root and below `/packs/:pack`, the `/api`
/// routes behind `TokenMiddleware`, pictures beside the packs, and the API's own 404 and 405.
extension PackAPI {
    /// A test of whether a pack's routes answer `403` for now, by the pack's name.
    public typealias Withholding = @Sendable (String) async -> Bool

    /// Adds the routes that `layout` answers to `router`, with a 404 `{"error": ...}` for paths that none answers.
    /// The routes of a pack that `withheld` names answer `403 {"error": ...}`, its pictures aside.
    public func addRoutes<Context: RequestContext>(to router: Router<Context>, withheld: Withholding? = nil) {
        router.add(middleware: NoSuchRouteMiddleware())
        if layout.packList {
            add(.packList, to: router) { _, _ in APIResponse.encoded(self.summaryList) }
        }
        addAPI(to: router.group(), scoped: false, withheld: withheld)
        guard layout.packList || layout.pictures else { return }
        let scope = router.group(RouterPath(APIRoute.packScope))
        if layout.packList { addAPI(to: scope, scoped: true, withheld: withheld) }
        for method in HTTPRequest.Method.standard {
            scope.on("/**", method: method) { request, context in self.picture(request, context.parameters) }
        }
    }

    /// Adds to `group` the routes of `APIRoute.all` that answer there (all of them below a pack's scope, those of the
    /// layout at the root), the `/api` ones and the `/api` paths that none answers behind `TokenMiddleware`.
    private func addAPI<Context: RequestContext>(
        to group: RouterGroup<Context>, scoped: Bool, withheld: Withholding?
    ) {
        let needingToken = group.group().add(middleware: TokenMiddleware(tokens: tokens))
        for route in APIRoute.all where scoped || layout.answers(route) {
            add(route, to: route.needsToken ? needingToken : group, answer(route, scoped: scoped, withheld: withheld))
        }
        // Below `/api`, a path that no route answers asks for the token before it is a 404, as the service does.
        for method in HTTPRequest.Method.standard {
            needingToken.on("/api/**", method: method) { request, _ in APIResponse.noSuchRoute(request) }
        }
    }

    /// Adds `route` with every method: those it answers go to `answer` (a `HEAD` gets the head of the `GET`), the
    /// others get a 405.
    private func add<Context: RequestContext>(
        _ route: APIRoute, to router: some RouterMethods<Context>,
        _ answer: @escaping @Sendable (Request, Parameters) async throws(APIError) -> Response
    ) {
        for method in HTTPRequest.Method.standard {
            let answered = route.methods.contains { $0.rawValue == method.rawValue }
            router.on(RouterPath(route.path), method: method) { request, context in
                guard answered else { return APIResponse.methodNotAllowed(method, allowed: route.methods) }
                let response = try await answer(request, context.parameters)
                return method == .head ? response.createHeadResponse() : response
            }
        }
    }

    /// How `route` answers a request: its handler given the pack of the route (below `/packs/:pack` when `scoped`),
    /// the route's `:id` and the query; a `403` when `withheld` names the pack.
    private func answer(_ route: APIRoute, scoped: Bool, withheld: Withholding?)
        -> @Sendable (Request, Parameters) async throws(APIError) -> Response
    {
        guard let kind = route.kind else { preconditionFailure("the route \(route.path) reads no pack") }
        let handle = handler(for: route)
        let takesId = route.path.split(separator: "/").contains(":id")
        return { request, parameters async throws(APIError) in
            // Ids are digits only, as the service's routes require: `/api/quizzes/x` is no route.
            let id = parameters.get("id").flatMap { text in
                text.allSatisfy { $0.isASCII && $0.isWholeNumber } ? Int(text) : nil
            }
            if takesId, id == nil { return APIResponse.noSuchRoute(request) }
            let pack = try self.servedPack(scoped ? parameters.get("pack").map(Self.decoded) : nil, kind: kind)
            if let withheld, await withheld(pack.pack.name) { throw .inPlay(pack.pack.name) }
            let query = APIQuery(request.uri.query)
            return try handle(
                APICall(
                    pack: pack, id: id ?? 0, query: query, method: request.method,
                    player: QuizPlayers.Player(pack: pack.pack.name, token: query["token"] ?? ""),
                    origin: "\(request.head.scheme ?? "http")://\(request.head.authority ?? "localhost")",
                    path: request.uri.path))
        }
    }

    private func handler(for route: APIRoute) -> @Sendable (APICall) throws(APIError) -> Response {
        switch route {
        case _ where APIRoute.lists.contains(route):
            { [kind = route.kind ?? .mixed] in APIResponse.encoded($0.pack.list(kind, origin: $0.origin)) }
        case .checkMatch: checkMatch
        case .randomQuiz: randomQuiz
        case .quiz: quiz
        case .checkQuiz: checkQuiz
        case .quizAnswer: quizAnswer
        case .quizPage: quizPage
        case .randomTen: { self.randomTen($0, withAnswers: false) }
        case .randomTenWithAnswers: { self.randomTen($0, withAnswers: true) }
        case .randomPlayNew: { self.randomPlayNext($0, fresh: true) }
        case .randomPlayNext: { self.randomPlayNext($0, fresh: false) }
        case .randomPlayCheck: randomPlayCheck
        case .favourite: favourite
        case .users: { APIResponse.json(self.users(of: $0.pack)) }
        case .user: user
        case .tokenOwner: tokenOwner
        default: preconditionFailure("no handler for the route \(route.path)")
        }
    }

    /// The pack named `scope`, or the default pack of `kind` for the root routes.
    private func servedPack(_ scope: String?, kind: ItemKind) throws(APIError) -> ServedPack {
        guard let scope else {
            guard let name = defaults[kind], let served = packs[name]?.served else {
                throw .notFound("no pack of \(kind.plural) is served here")
            }
            return served
        }
        guard let served = packs[scope]?.served else {
            throw .notFound("there is no pack named \"\(APIResponse.echoed(scope))\"")
        }
        guard served.pack.kind == kind || served.pack.itemKinds.contains(kind) else {
            throw .notFound("pack \"\(scope)\" holds \(served.pack.kind.plural), not \(kind.plural)")
        }
        return served
    }

    /// A picture beside the pack of the scope that one of its items names, as `/packs/NAME/images/ar.png` serves
    /// it; a picture no item names is not found, and any other path below the scope is no route.
    private func picture(_ request: Request, _ parameters: Parameters) -> Response {
        let name = parameters.get("pack").map(Self.decoded) ?? ""
        let path = Self.decoded(parameters.getCatchAll().joined(separator: "/"))
        guard packs[name] != nil, PicturePath.isValid(path) else { return APIResponse.noSuchRoute(request) }
        guard request.method == .get || request.method == .head else {
            return APIResponse.methodNotAllowed(request.method, allowed: [.get, .head])
        }
        guard packs[name]?.namedPictures.contains(path) == true, let bytes = try? files.picture(path, of: name) else {
            return APIResponse.error(.notFound, "pack \"\(name)\" has no picture \(path)")
        }
        let response = Response(
            status: .ok, headers: [.contentType: PicturePath.mimeType(of: path)],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        return request.method == .head ? response.createHeadResponse() : response
    }

    private static func decoded(_ text: some StringProtocol) -> String {
        text.removingPercentEncoding ?? String(text)
    }
}

/// What a route's handler reads of a request.
struct APICall {
    /// The pack the route serves: the default of its kind at the root, else the one its scope names.
    var pack: ServedPack
    /// The route's `:id`; 0 for a route without one.
    var id: Int
    var query: APIQuery
    var method: HTTPRequest.Method
    var player: QuizPlayers.Player
    /// The scheme and host the request named: `http://127.0.0.1:8080`.
    var origin: String
    var path: String
    /// The request's URL without its query, for `nextUrl`.
    var nextPageBase: String { origin + path }
}

extension HTTPRequest.Method {
    /// The methods of HTTP that a route is registered for: those it answers, and the others for their 405.
    static let standard: [HTTPRequest.Method] = [.get, .head, .post, .put, .delete, .patch, .options, .trace, .connect]
}
