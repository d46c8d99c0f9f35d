//! The messages between the page and the simulation Web Worker (`src/bin/protoplay-sim-worker.rs`):
//! the page asks for one chunk of a run at a time, the worker plays it with
//! [`sim::run_batch`] and answers with the chunk's [`Partial`]. The page merges the chunks, shows
//! progress after each one and stops asking when the person cancels. Plain JSON strings both ways.

use protoplay_engine::sim::{self, Partial, SimSettings};
use serde::{Deserialize, Serialize};

/// The page asks: play games `first .. first + count` of this run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChunkRequest {
    pub settings: SimSettings,
    pub first: u64,
    pub count: u64,
}

/// The worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WorkerReply {
    /// The worker has loaded and listens.
    Ready,
    /// The statistics of one chunk.
    Chunk { first: u64, partial: Partial },
    /// The request could not be played.
    Error(String),
}

/// What the worker does with one message: the reply to post, as JSON.
pub fn handle(text: &str) -> String {
    let reply = match serde_json::from_str::<ChunkRequest>(text) {
        Ok(req) => match sim::run_batch(&req.settings, req.first, req.count) {
            Ok(partial) => WorkerReply::Chunk {
                first: req.first,
                partial,
            },
            Err(e) => WorkerReply::Error(e.to_string()),
        },
        Err(e) => WorkerReply::Error(format!("the worker could not read the request: {e}")),
    };
    reply_json(&reply)
}

/// A reply as JSON.
pub fn reply_json(reply: &WorkerReply) -> String {
    serde_json::to_string(reply)
        .unwrap_or_else(|e| format!("{{\"error\":\"the reply could not be written: {e}\"}}"))
}

/// Reads a reply in the page.
pub fn read_reply(text: &str) -> WorkerReply {
    serde_json::from_str(text)
        .unwrap_or_else(|e| WorkerReply::Error(format!("unreadable worker message: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chunk_request_is_answered_with_its_statistics() {
        let mut settings = SimSettings::new("destiny");
        settings.players = 3;
        settings.games = 20;
        let req = ChunkRequest {
            settings: settings.clone(),
            first: 5,
            count: 10,
        };
        let reply = read_reply(&handle(&serde_json::to_string(&req).expect("json")));
        let expected = sim::run_batch(&settings, 5, 10).expect("runs");
        assert_eq!(
            reply,
            WorkerReply::Chunk {
                first: 5,
                partial: expected
            }
        );
        assert!(matches!(
            read_reply(&handle("nonsense")),
            WorkerReply::Error(_)
        ));
        assert_eq!(
            read_reply(&reply_json(&WorkerReply::Ready)),
            WorkerReply::Ready
        );
    }
}
