/// The prepositions that words govern, for `GovernedPrepositionRule`.
///
/// One entry a line: `HEAD CLASS: WRONG… => RIGHT…`. `CLASS` is `V` (a verb,
/// matched by lemma, so `depends`, `depended`, `depending` all match
/// `depend`), `A` (a verb in an active form, not a past participle), `J` (an adjective or a participle used as one, matched as
/// written) or `N` (a noun, matched by its singular). `WRONG` are the
/// prepositions that never follow the head in standard English; `RIGHT` are
/// the replacements, best first, or `-` when the head takes a direct object
/// and the preposition should go (`discuss about it` → `discuss it`).
/// Entries come from the dependent-preposition lists of English grammars;
/// pairs where both prepositions are standard (`different from/than/to`,
/// `angry at/with`, `consist in` meaning “lie in”) are left out.
enum GovernedPrepositionTable {
    static let entries = """
        depend V: of from => on
        rely V: of => on
        consist V: from on by with => of
        participate V: to => in
        arrive V: to => at in
        complain V: for => about
        specialize V: on => in
        specialise V: on => in
        suffer V: of => from
        laugh V: of on => at
        yell V: on => at
        prevent V: of => from
        protect V: of => from
        recover V: of => from
        hide V: of => from
        differ V: of => from
        result V: of => in
        congratulate V: for => on
        accuse V: for about => of
        aim V: on => at
        insist V: in => on
        graduate V: of => from
        devote V: for => to
        benefit V: of => from
        congratulation N: for => on
        discuss V: about => -
        mention V: about => -
        describe V: about => -
        explain V: about => -
        emphasize V: on => -
        emphasise V: on => -
        comprise A: of => -
        resemble V: to => -
        obey V: to => -
        consider V: about => -
        lack V: of => -
        marry V: with => -
        contact V: with => -
        investigate V: about => -
        approach V: to => -
        oppose A: to against => -
        face A: with => -
        interested J: about for at on of with => in
        responsible J: of about => for
        afraid J: from on => of
        aware J: about on => of
        proud J: on about => of
        fond J: with for to about => of
        full J: with => of
        jealous J: on with from => of
        keen J: in of => on
        married J: with => to
        similar J: than as => to
        different J: of => from
        famous J: of about => for
        filled J: of => with
        angry J: on to against => with at
        satisfied J: of from => with
        addicted J: on with of => to
        accustomed J: with of => to
        related J: with => to
        opposed J: against => to
        surprised J: of from => by at
        impressed J: of => by with
        superior J: than from => to
        inferior J: than from => to
        obsessed J: of => with
        scared J: from => of
        vulnerable J: from for against => to
        dependent J: of from => on
        dependant J: of from => on
        passionate J: by => about
        absorbed J: at => in
        ashamed J: from => of
        deprived J: from => of
        rid J: from => of
        allergic J: of from => to
        prior J: of => to
        based J: of => on
        eligible J: to => for
        rich J: of => in
        compatible J: to => with
        covered J: of => with by
        disappointed J: from of => with by
        envious J: on with => of
        familiar J: about => with
        participation N: to => in
        influence N: to => on
        impact N: to => on
        """
}
